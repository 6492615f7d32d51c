import 'server-only';
import { and, count, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { accountRoles, accounts, employees, leaveRequests, punches, regularisations } from '@/db/schema';
import type { ApprovalsWaiting } from './schemas';

// Both prepared once per connection: the navigation asks on every signed-in page an approver opens.
// hr_admin decides everyone's requests; a manager decides their direct reports'. Nobody their own.

const person = preparedQuery('approvals_waiting_person', (db) => {
  const hrAdmin = db
    .select({ one: sql`1` })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(and(eq(accounts.employeeId, employees.id), eq(accounts.disabled, false), eq(accountRoles.role, 'hr_admin')));
  // admin is 1 or 0 on both databases (PostgreSQL's EXISTS is a boolean), bound as the counts' admin.
  const admin = sql<number>`CASE WHEN ${exists(hrAdmin)} THEN 1 ELSE 0 END`;
  return db.select({ id: employees.id, username: employees.username, admin }).from(employees).where(eq(employees.username, sql.placeholder('username')));
});

/** How many rows of `table` match `pending` and wait for the decision of the person of the outer row. */
function waitingFor(db: Db, table: typeof leaveRequests | typeof regularisations | typeof punches, pending: SQL): SQL<number> {
  // The employees table again, as a subquery: PostgreSQL's Drizzle drops the name of an aliased table
  // from a join; both databases flatten the subquery into the join.
  const applicant = db.select({ id: employees.id, managerId: employees.managerId }).from(employees).as('applicant');
  const rows = db
    .select({ n: count() })
    .from(table)
    .innerJoin(applicant, eq(applicant.id, table.employeeId))
    .where(and(pending, or(sql`${sql.placeholder('admin')} = 1`, eq(applicant.managerId, employees.id)), ne(table.employeeId, employees.id)));
  return sql<number>`(${rows})`;
}

// One row, the person's: each count looks at that row's id.
const counts = preparedQuery('approvals_waiting_counts', (db) =>
  db
    .select({
      leave: waitingFor(db, leaveRequests, eq(leaveRequests.status, 'pending')),
      regularisations: waitingFor(db, regularisations, eq(regularisations.status, 'pending')),
      punches: waitingFor(db, punches, eq(punches.reviewStatus, 'pending')),
    })
    .from(employees)
    .where(eq(employees.id, sql.placeholder('id'))),
);

/**
 * What waits for this person's decision, by kind: the same requests the Approvals page lists for them.
 * Undefined when there is no such person.
 */
export async function approvalsWaitingFor(db: Db, username: string): Promise<ApprovalsWaiting | undefined> {
  const [found] = await person(db).execute({ username: username.toLowerCase() });
  if (!found) return undefined;
  const [waiting] = await counts(db).execute({ id: found.id, admin: found.admin });
  if (!waiting) return undefined;
  return { username: found.username, ...waiting, total: waiting.leave + waiting.regularisations + waiting.punches };
}
