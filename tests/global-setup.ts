import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { closeDatabase, migrateDatabase, openDatabase } from '@/db/client';
import { copyToPostgres } from '@/db/copy-to-postgres';
import { seedDemo } from '@/lib/seed/seed';
import { buildResumeWorker } from '@/scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** The run's temporary directory: each test file's own goes inside it (tests/setup.ts), and it is removed when the run ends. */
    runTmpDir: string;
    /** With TEST_DATABASE=postgres: the same seeded organisation in a PostgreSQL database, for each test file to clone. */
    templatePostgres: string | null;
  }
}

/** Seeds one small demo organisation; each test file copies it (password hashing is slow on purpose). */
export default async function setup(project: TestProject) {
  // The resume parse pool starts its workers from this bundle, as the built server does.
  await buildResumeWorker();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-test-run-'));
  project.provide('runTmpDir', dir);
  const file = path.join(dir, 'template.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  await seedDemo(db, { employees: 60 });
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  await closeDatabase(db);
  project.provide('templateDatabase', file);
  const dropPostgres = process.env.TEST_DATABASE === 'postgres' ? await postgresTemplate(project, file) : (project.provide('templatePostgres', null), undefined);
  return async () => {
    await dropPostgres?.();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * TEST_DATABASE=postgres runs the suite on PostgreSQL (TEST_POSTGRES_URL's server, see
 * scripts/test-postgres.sh): the seeded template is copied into a database there with npm run db:copy's
 * code, and each test file gets a clone of it (CREATE DATABASE ... TEMPLATE, tests/setup.ts).
 */
async function postgresTemplate(project: TestProject, file: string): Promise<() => Promise<void>> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL (scripts/test-postgres.sh starts a server and sets it).');
  const name = `hr_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  await copyToPostgres({ from: file, to: url.toString() });
  project.provide('templatePostgres', url.toString());
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
}
