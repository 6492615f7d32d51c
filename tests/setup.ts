// Every test file runs against its own copy of a seeded database, made once by global-setup.ts.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDatabase, getDb } from '@/db/client';
import { flushReadAudits } from '@/lib/audit/record';

process.env.NEXTAUTH_SECRET = 'test-secret-do-not-use-in-production-0123456789';
process.env.ALLOW_INSECURE_LOCALHOST = '1';
process.env.RATE_LIMIT_PER_MINUTE = '100000';

// Everything a test file writes to the temporary directory (its database, the files its tests and their
// child processes make) goes under one directory of its own, removed when the file ends: os.tmpdir()
// follows TMPDIR, and child processes inherit it. That directory is inside the run's, which
// global-setup.ts removes at the end: a file whose tests are all skipped runs no afterAll.
const dir = fs.mkdtempSync(path.join(inject('runTmpDir'), 'file-'));
const outerTmpDir = process.env.TMPDIR;
process.env.TMPDIR = dir;
afterAll(() => {
  if (outerTmpDir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = outerTmpDir;
  fs.rmSync(dir, { recursive: true, force: true });
});

// TEST_DATABASE=postgres (see global-setup.ts): this file's own clone of the PostgreSQL template instead.
const postgresTemplate = inject('templatePostgres');
if (!postgresTemplate) {
  const file = path.join(dir, 'hr.db');
  fs.copyFileSync(inject('templateDatabase'), file);
  process.env.DATABASE_URL = file;
} else {
  const name = `hr_test_${randomBytes(6).toString('hex')}`;
  const server = new URL(postgresTemplate);
  const template = server.pathname.slice(1);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const own = new URL(postgresTemplate);
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.toString();
  afterAll(async () => {
    // Read audits still waiting would be written after the pool is gone.
    await flushReadAudits();
    await closeDatabase(getDb());
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
}
