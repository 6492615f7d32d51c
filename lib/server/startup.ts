import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { newApiKey } from '@/lib/auth/api-clients';
import { issueStaleForm16s } from '@/lib/payroll/form16-issue';
import { closeDatabase, databaseFile, migrateDatabase, openDatabase, transaction } from '@/db/client';
import { DEMO_ACCOUNTS } from '@/lib/seed/organisation';
import { DEMO_PASSWORD, isEmpty, seedDemo, setDemoKey } from '@/lib/seed/seed';

/** next-auth needs a secret; a local install keeps a generated one beside its database. */
export function ensureAuthSecret(dbFile: string): void {
  if (process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET) return;
  const file = path.join(path.dirname(path.resolve(dbFile)), '.auth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}

/**
 * What the server does before it listens: apply migrations, make sure a secret exists, issue again any
 * Form 16 that needs it, seed an empty database (unless SEED=none) and give the demo client the key to print.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const file = databaseFile();
  const db = openDatabase(file);
  try {
    migrateDatabase(db);
    ensureAuthSecret(file);
    const issued = await transaction(db, (tx) => issueStaleForm16s(tx));
    if (issued > 0) log(`Issued ${issued} Form 16 again: changed since they were issued, or issued by an older generator`);
    if (process.env.SEED === 'none') return;
    if (isEmpty(db)) {
      const { employees } = await seedDemo(db);
      log(`Seeded the demo organisation: ${employees} employees in ${file}`);
    }
    const apiKey = process.env.DEMO_API_KEY || newApiKey();
    if (setDemoKey(db, apiKey)) {
      log(`\nDemo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`);
      log(`Demo API key (scopes read, write): ${apiKey}`);
      if (!process.env.DEMO_API_KEY) log('  (a new one every start; set DEMO_API_KEY to fix its value)\n');
    }
  } finally {
    await closeDatabase(db);
  }
}
