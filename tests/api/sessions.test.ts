import { execFileSync } from 'node:child_process';
import { encode } from 'next-auth/jwt';
import { SignJWT } from 'jose';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, transaction } from '@/db/client';
import { accountRoles, accounts, auditLog, employees, sessions } from '@/db/schema';
import { GET as directory } from '@/app/api/directory/v1/list/route';
import { POST as endSessions } from '@/app/api/people/v1/sessions/user/[username]/end/route';
import { setAccountDisabled, setAccountPassword, setAccountRoles } from '@/lib/auth/accounts';
import { createApiClient } from '@/lib/auth/api-clients';
import { issueMachineToken } from '@/lib/auth/machine-token';
import { derivedKey } from '@/lib/auth/secret';
import { checkSession, startSession } from '@/lib/auth/sessions';
import { authOptions } from '@/lib/auth/options';
import { call, sessionFor, type Caller } from '../helpers/call';

const works = async (as: Caller) => (await call(directory, { as })).status;

/** The sid inside a session cookie made by sessionFor. */
async function sidOf(as: { session: string }): Promise<string> {
  const { decode } = await import('next-auth/jwt');
  const token = await decode({ token: as.session, secret: process.env.NEXTAUTH_SECRET ?? '' });
  return String(token?.sid);
}

async function accountIdOf(username: string): Promise<number> {
  const [row] = await getDb().select({ id: accounts.id }).from(accounts).innerJoin(employees, eq(employees.id, accounts.employeeId)).where(eq(employees.username, username));
  return row!.id;
}

describe('server-side sessions', () => {
  afterEach(() => {
    delete process.env.SESSION_IDLE_MINUTES;
    delete process.env.SESSION_MAX_HOURS;
  });

  it('a cookie without a server-side session (as issued before sessions were kept) is 401', async () => {
    const employeeId = await accountIdOf('employee');
    const old = await encode({ token: { username: 'employee', employeeId, roles: ['employee'] }, secret: process.env.NEXTAUTH_SECRET ?? '' });
    expect(await works({ session: old })).toBe(401);
  });

  it('a cookie whose sid belongs to someone else is 401', async () => {
    const employee = await sessionFor('employee');
    const forged = await encode({
      token: { username: 'admin', employeeId: 1, roles: ['employee', 'hr_admin'], sid: await sidOf(employee) },
      secret: process.env.NEXTAUTH_SECRET ?? '',
    });
    expect(await works(employee)).toBe(200);
    expect(await works({ session: forged })).toBe(401);
  });

  it('disabling the account ends all its sessions at their next request, and enabling it revives none', async () => {
    const [a, b, other] = [await sessionFor('employee2'), await sessionFor('employee2'), await sessionFor('manager')];
    expect([await works(a), await works(b)]).toEqual([200, 200]);
    await transaction(getDb(), (tx) => setAccountDisabled(tx, 'employee2', true));
    expect([await works(a), await works(b)]).toEqual([401, 401]);
    expect(await works(other)).toBe(200);
    await transaction(getDb(), (tx) => setAccountDisabled(tx, 'employee2', false));
    expect(await works(a)).toBe(401);
    expect(await works(await sessionFor('employee2'))).toBe(200);
  });

  it('a change of roles ends the sessions, whichever way it is made (a trigger, not the code path)', async () => {
    const viaCode = await sessionFor('recruiter');
    await transaction(getDb(), (tx) => setAccountRoles(tx, 'recruiter', ['recruiter']));
    expect(await works(viaCode)).toBe(401);

    const viaSql = await sessionFor('recruiter');
    expect(await works(viaSql)).toBe(200);
    const recruiterAccount = await accountIdOf('recruiter');
    await transaction(getDb(), async (tx) => {
      await tx.delete(accountRoles).where(and(eq(accountRoles.accountId, recruiterAccount), eq(accountRoles.role, 'recruiter')));
    });
    expect(await works(viaSql)).toBe(401);
  });

  it('a new password ends the sessions; a sign-in (last_sign_in_at) does not', async () => {
    const session = await sessionFor('manager');
    await getDb()
      .update(accounts)
      .set({ lastSignInAt: new Date().toISOString() })
      .where(eq(accounts.id, await accountIdOf('manager')));
    expect(await works(session)).toBe(200);
    await transaction(getDb(), (tx) => setAccountPassword(tx, 'manager', 'Another@5678'));
    expect(await works(session)).toBe(401);
  });

  it('ends after SESSION_IDLE_MINUTES unused, but not while used; and SESSION_MAX_HOURS after sign-in however used', async () => {
    process.env.SESSION_IDLE_MINUTES = '30';
    process.env.SESSION_MAX_HOURS = '8';
    const db = getDb();
    const t0 = Date.now();
    const idle = await startSession(db, await accountIdOf('employee'), t0);
    expect(await checkSession(db, idle, 'employee', t0 + 29 * 60_000)).toBe(true);
    // 29 minutes after the last use, not after sign-in: still fine; then 31 minutes unused.
    expect(await checkSession(db, idle, 'employee', t0 + 58 * 60_000)).toBe(true);
    expect(await checkSession(db, idle, 'employee', t0 + 89 * 60_000)).toBe(false);

    const busy = await startSession(db, await accountIdOf('employee'), t0);
    for (let minute = 10; minute < 8 * 60; minute += 10) expect(await checkSession(db, busy, 'employee', t0 + minute * 60_000)).toBe(true);
    expect(await checkSession(db, busy, 'employee', t0 + 8 * 3600_000)).toBe(false);
  });

  it('writes last-seen at most once a minute, and another process sees it before calling a session idle', async () => {
    process.env.SESSION_IDLE_MINUTES = '30';
    const db = getDb();
    const t0 = Date.now();
    const id = await startSession(db, await accountIdOf('employee'), t0);
    const lastSeen = async () => (await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]?.lastSeenAt;
    await checkSession(db, id, 'employee', t0 + 30_000);
    expect(await lastSeen()).toBe(t0);
    await checkSession(db, id, 'employee', t0 + 61_000);
    expect(await lastSeen()).toBe(t0 + 61_000);
    // Another process used it 20 minutes in: this one's cached copy says 31 minutes idle, the database says 11.
    await db.update(sessions).set({ lastSeenAt: t0 + 20 * 60_000 }).where(eq(sessions.id, id));
    expect(await checkSession(db, id, 'employee', t0 + 31 * 60_000 + 61_000)).toBe(true);
  });

  it('sign-out (next-auth signOut event) ends that session only', async () => {
    const [signingOut, other] = [await sessionFor('employee'), await sessionFor('employee')];
    const { decode } = await import('next-auth/jwt');
    const token = await decode({ token: signingOut.session, secret: process.env.NEXTAUTH_SECRET ?? '' });
    await authOptions.events?.signOut?.({ token: token ?? {}, session: null as never });
    expect(await works(signingOut)).toBe(401);
    expect(await works(other)).toBe(200);
  });
});

describe('POST /api/people/v1/sessions/user/{username}/end', () => {
  it('hr_admin ends every session of a person, not anyone else’s, and it is audited', async () => {
    const admin = await sessionFor('admin');
    const [one, two, bystander] = [await sessionFor('employee'), await sessionFor('employee'), await sessionFor('employee2')];
    const res = await call(endSessions, { as: admin, path: '/api/people/v1/sessions/user/Employee/end', params: { username: 'Employee' } });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe('employee');
    expect(res.json.endedSessions).toBeGreaterThanOrEqual(2);
    expect([await works(one), await works(two), await works(bystander), await works(admin)]).toEqual([401, 401, 200, 200]);
    const [audit] = await getDb().select({ actor: auditLog.actor, target: auditLog.target }).from(auditLog).where(eq(auditLog.action, 'endSessions')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toEqual({ actor: 'admin', target: 'sessions:employee' });
  });
});

describe('npm run users', () => {
  const users = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', './scripts/register.mjs', 'scripts/users.ts', ...args], { env: process.env, encoding: 'utf8', input: args[0] === 'password' ? 'Brand@New123\n' : '' });

  it('sign-out ends the person’s sessions in the server process at its next request', async () => {
    const session = await sessionFor('employee');
    expect(await works(session)).toBe(200);
    expect(JSON.parse(users('sign-out', 'employee', '--json'))).toMatchObject({ username: 'employee', found: true });
    // Another process: on PostgreSQL this one hears of it when the commit's notification arrives.
    await expect.poll(() => works(session)).toBe(401);
  });

  // Six processes, each loading the app's modules: seconds apiece on a busy machine.
  it('disable, roles and password end sessions too; an unknown person exits 1', { timeout: 60_000 }, async () => {
    for (const args of [['disable', 'employee2'], ['enable', 'employee2'], ['roles', 'employee2', '--set', 'employee,manager'], ['password', 'employee2']]) {
      const session = await sessionFor('employee2');
      users(...args, '--json');
      await expect.poll(() => works(session), { message: args.join(' ') }).toBe(args[0] === 'enable' ? 200 : 401);
    }
    expect(() => users('sign-out', 'nobody.here')).toThrow();
    expect(() => users('roles', 'employee2', '--set', 'superuser')).toThrow();
  });
});

describe('machine tokens', () => {
  it('a token without exp is refused, even signed with the right key', async () => {
    const client = await createApiClient(getDb(), { name: 'no-exp', scopes: ['read'], kind: 'credentials' });
    const forever = await new SignJWT({ scope: 'read' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('hr-recruitment/oauth')
      .setAudience('hr-recruitment/api')
      .setSubject(client.clientId)
      .setIssuedAt()
      .sign(derivedKey('machine-token'));
    expect((await call(directory, { as: { bearer: forever } })).status).toBe(401);
    expect((await call(directory, { as: { bearer: await issueMachineToken(client.clientId, ['read']) } })).status).toBe(200);
  });
});
