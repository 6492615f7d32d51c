/**
 * The production entry: fixes the client IP and protocol from the socket before Next.js sees a request
 * (see lib/net/forwarding.ts), applies migrations, seeds the demo organisation, and serves the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';
import { databaseFile, migrateDatabase, openDatabase } from './db/client';
import { DEMO_PASSWORD, isEmpty, seedDemo, setDemoKey } from './db/seed/seed';
import { DEMO_ACCOUNTS } from './db/seed/organisation';
import { newApiKey } from './lib/auth/api-clients';
import { createForwardingFixer } from './lib/net/forwarding';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;

/** next-auth needs a secret; a local install keeps a generated one beside its database. */
function ensureAuthSecret(dbFile: string): void {
  if (process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET) return;
  const file = path.join(path.dirname(path.resolve(dbFile)), '.auth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}

async function prepareDatabase(): Promise<void> {
  const file = databaseFile();
  const db = openDatabase(file);
  try {
    migrateDatabase(db);
    ensureAuthSecret(file);
    if (process.env.SEED === 'none') return;
    if (isEmpty(db)) {
      const { employees } = await seedDemo(db);
      console.log(`Seeded the demo organisation: ${employees} employees in ${file}`);
    }
    const apiKey = process.env.DEMO_API_KEY || newApiKey();
    if (setDemoKey(db, apiKey)) {
      console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`);
      console.log(`Demo API key (scopes read, write): ${apiKey}`);
      if (!process.env.DEMO_API_KEY) console.log('  (a new one every start; set DEMO_API_KEY to fix its value)\n');
    }
  } finally {
    db.$client.close();
  }
}

async function main(): Promise<void> {
  await prepareDatabase();
  process.env.NEXTAUTH_URL ||= process.env.BASE_URL || `http://localhost:${port}`;
  const app = next({ dev, port, hostname: hostname ?? 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const fixForwarding = createForwardingFixer();
  const server = createServer((req, res) => {
    fixForwarding(req);
    void handle(req, res);
  });
  server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port} (${dev ? 'development' : 'production'})`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
