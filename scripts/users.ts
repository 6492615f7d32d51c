// npm run users -- sign-out USERNAME [--json]
// npm run users -- disable USERNAME | enable USERNAME [--json]
// npm run users -- roles USERNAME --set employee,manager,... [--json]
// npm run users -- password USERNAME [--json]   (the new password is read from standard input)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { closeDatabase, connect, migrate, transaction } from '@/db/client';
import { ROLES, type Role } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import { setAccountDisabled, setAccountPassword, setAccountRoles } from '@/lib/auth/accounts';
import { endSessionsOf } from '@/lib/auth/sessions';
import { parseArgs } from './args';

const USAGE = `Usage:
  npm run users -- sign-out USERNAME [--json]       end every signed-in session of the person
  npm run users -- disable USERNAME [--json]        no more sign-ins; running sessions end
  npm run users -- enable USERNAME [--json]
  npm run users -- roles USERNAME --set employee,manager,recruiter,hr_admin [--json]
  npm run users -- password USERNAME [--json]       new password from standard input (at least 8 characters)
Disabling, a change of roles and a new password end the person's sessions too.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positional, options } = parseArgs(process.argv.slice(2));
const [command, username] = positional;
const json = options.has('json');
if (!command) fail('A command is required');
if (!username) fail(`${command} needs a USERNAME`);
const db = connect();
await migrate(db);

/** Prints what happened (or that there is no such account, with exit code 1) and audits a change. */
async function report(found: boolean, done: string, result: Record<string, unknown> = {}): Promise<void> {
  if (found) await recordAudit(db, { actor: 'cli:users', actorType: 'system', action: `users.${command}`, target: username ?? null, requestId: randomUUID(), ip: null });
  if (json) console.log(JSON.stringify({ username, found, ...result }));
  else console.log(found ? done : `No account has the username ${username}.`);
  if (!found) process.exitCode = 1;
}

switch (command) {
  case 'sign-out': {
    const ended = await endSessionsOf(db, username);
    await report(ended !== null, `Ended ${ended} session(s) of ${username}.`, { endedSessions: ended ?? 0 });
    break;
  }
  case 'disable':
  case 'enable':
    await report(await setAccountDisabled(db, username, command === 'disable'), `${command === 'disable' ? 'Disabled' : 'Enabled'} ${username}.`);
    break;
  case 'roles': {
    const set = options.get('set');
    const roles = typeof set === 'string' ? set.split(',').map((s) => s.trim()).filter(Boolean) : [];
    const bad = roles.find((r) => !(ROLES as readonly string[]).includes(r));
    if (roles.length === 0 || bad) fail(`--set must be a comma-separated list of: ${ROLES.join(', ')}`);
    const found = await transaction(db, (tx) => setAccountRoles(tx, username, roles as Role[]));
    await report(found, `${username} now has the roles: ${[...new Set(['employee', ...roles])].join(', ')}.`);
    break;
  }
  case 'password': {
    // From standard input, never an argument: arguments show in process lists and shell history.
    const password = fs.readFileSync(0, 'utf8').split(/\r?\n/, 1)[0] ?? '';
    if (password.length < 8 || password.length > 200) fail('The new password must be 8 to 200 characters, on the first line of standard input');
    await report(await setAccountPassword(db, username, password), `Set a new password for ${username}.`);
    break;
  }
  default:
    fail(`Unknown command "${command}"`);
}
await closeDatabase(db);
