import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDemo } from '@/lib/seed/seed';
import { buildResumeWorker } from '@/scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Seeds one small demo organisation; each test file copies it (password hashing is slow on purpose). */
export default async function setup(project: TestProject) {
  // The resume parse pool starts its workers from this bundle, as the built server does.
  await buildResumeWorker();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-template-'));
  const file = path.join(dir, 'template.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  await seedDemo(db, { employees: 60 });
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  project.provide('templateDatabase', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
