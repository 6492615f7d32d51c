import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { transaction, type Db, type DbOrTx } from '@/db/client';
import { accountRoles, accounts, employees, type Role } from '@/db/schema';
import { nowIso } from '@/lib/time';
import { hashPassword, verifyPassword } from './password';

export interface SignedInUser {
  accountId: number;
  username: string;
  displayName: string;
  employeeId: number;
  roles: Role[];
}

// A hash of nothing anyone knows, with the same parameters as real ones: verified against when there is
// no such (enabled) account, so that answer takes as long as a wrong password and cannot name usernames.
// Kept as the hash once made, not as the promise of it, which would keep the first such request alive
// (docs/architecture.md, conventions).
let dummyHash: string | Promise<string> | undefined;

function unknownAccountHash(): string | Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64')).then((hash) => (dummyHash = hash));
  return dummyHash;
}

/** Checks a username and password; null for any failure, so callers cannot tell which part was wrong. */
export async function checkCredentials(db: DbOrTx, username: string, password: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      passwordHash: accounts.passwordHash,
      employeeId: employees.id,
      username: employees.username,
      displayName: employees.displayName,
    })
    .from(accounts)
    .innerJoin(employees, eq(accounts.employeeId, employees.id))
    .where(and(eq(employees.username, username.trim().toLowerCase()), eq(accounts.disabled, false)));
  if (!row) {
    await verifyPassword(password, await unknownAccountHash());
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  const roles = (await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.accountId, row.accountId))).map((r) => r.role);
  // One column of one row, read by nothing a write decides on: no key (WriteScope in db/client.ts).
  await transaction(db as Db, (tx) => tx.update(accounts).set({ lastSignInAt: nowIso() }).where(eq(accounts.id, row.accountId)), { locks: [] });
  return {
    accountId: row.accountId,
    username: row.username,
    displayName: row.displayName,
    employeeId: row.employeeId,
    roles: roles.includes('employee') ? roles : ['employee', ...roles],
  };
}

/** The account id of a username, or undefined. */
async function accountIdOf(db: DbOrTx, username: string): Promise<number | undefined> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(employees, eq(accounts.employeeId, employees.id))
    .where(eq(employees.username, username.trim().toLowerCase()));
  return account?.id;
}

// The changes below end the person's sessions through the triggers of migration 0022, not here: a change
// made any other way (SQL, a future screen) ends them too.

/** Disables or enables an account; false when there is none. */
export async function setAccountDisabled(db: DbOrTx, username: string, disabled: boolean): Promise<boolean> {
  const id = await accountIdOf(db, username);
  if (id === undefined) return false;
  await db.update(accounts).set({ disabled }).where(eq(accounts.id, id));
  return true;
}

/** Replaces an account's roles (everyone keeps `employee`); false when there is none. */
export async function setAccountRoles(db: DbOrTx, username: string, roles: readonly Role[]): Promise<boolean> {
  const id = await accountIdOf(db, username);
  if (id === undefined) return false;
  const wanted = [...new Set<Role>(['employee', ...roles])];
  await db.delete(accountRoles).where(eq(accountRoles.accountId, id));
  await db.insert(accountRoles).values(wanted.map((role) => ({ accountId: id, role })));
  return true;
}

/** Sets a new password; false when there is no such account. */
export async function setAccountPassword(db: DbOrTx, username: string, password: string): Promise<boolean> {
  const id = await accountIdOf(db, username);
  if (id === undefined) return false;
  const passwordHash = await hashPassword(password);
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
  return true;
}
