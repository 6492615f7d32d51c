import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { newApiKey } from '@/lib/auth/api-clients';
import { issueStaleForm16s } from '@/lib/payroll/form16-issue';
import { closeDatabase, connect, databaseFile, isPostgresUrl, migrate, migrateDatabase, openDatabase, transaction } from '@/db/client';
import { copyToPostgres } from '@/db/copy-to-postgres';
import { maskUrl } from '@/db/mask-url';
import { DEMO_ACCOUNTS } from '@/lib/seed/organisation';
import { DEMO_PASSWORD, isEmpty, seedDemo, setDemoKey, type SeedOptions } from '@/lib/seed/seed';

/** next-auth needs a secret; a local install keeps a generated one beside its database. */
export function ensureAuthSecret(dbFile: string): void {
  if (process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET) return;
  const file = path.join(path.dirname(path.resolve(dbFile)), '.auth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}

/**
 * Seeds the empty PostgreSQL database at `url`. The seed writes through SQLite's synchronous driver (its
 * bulk inserts are prepared statements run in loops), so it fills a temporary SQLite file, which
 * `npm run db:copy`'s code then copies in, all or nothing.
 */
export async function seedPostgres(url: string, options: SeedOptions = {}): Promise<Awaited<ReturnType<typeof seedDemo>>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-seed-'));
  try {
    const file = path.join(dir, 'seed.db');
    const sqlite = openDatabase(file);
    let seeded: Awaited<ReturnType<typeof seedDemo>>;
    try {
      migrateDatabase(sqlite);
      seeded = await seedDemo(sqlite, options);
    } finally {
      await closeDatabase(sqlite);
    }
    await copyToPostgres({ from: file, to: url });
    return seeded;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the server does before it listens: apply migrations, make sure a secret exists, issue again any
 * Form 16 that needs it, seed an empty database (unless SEED=none) and give the demo client the key to print.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const url = process.env.DATABASE_URL?.trim() ?? '';
  const postgres = isPostgresUrl(url);
  const db = connect(url);
  try {
    await migrate(db);
    // PostgreSQL has no file to keep it beside: the local install's data directory (machines that share
    // one database must share NEXTAUTH_SECRET instead).
    ensureAuthSecret(postgres ? databaseFile('') : databaseFile(url));
    const issued = await transaction(db, (tx) => issueStaleForm16s(tx));
    if (issued > 0) log(`Issued ${issued} Form 16 again: changed since they were issued, or issued by an older generator`);
    if (process.env.SEED === 'none') return;
    if (await isEmpty(db)) {
      const { employees } = postgres ? await seedPostgres(url) : await seedDemo(db);
      log(`Seeded the demo organisation: ${employees} employees in ${postgres ? maskUrl(url) : databaseFile(url)}`);
    }
    const apiKey = process.env.DEMO_API_KEY || newApiKey();
    if (await setDemoKey(db, apiKey)) {
      log(`\nDemo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`);
      log(`Demo API key (scopes read, write): ${apiKey}`);
      if (!process.env.DEMO_API_KEY) log('  (a new one every start; set DEMO_API_KEY to fix its value)\n');
    }
  } finally {
    await closeDatabase(db);
  }
}
