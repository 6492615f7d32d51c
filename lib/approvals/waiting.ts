import 'server-only';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import type { ApprovalsWaiting } from './schemas';

// Prepared once per connection: the navigation asks on every signed-in page an approver opens. @admin is
// 1 for hr_admin, who decides everyone's requests; a manager decides their direct reports'. Nobody their own.
const statements = preparedPerDb((db) => ({
  person: db.$client.prepare(
    `SELECT e.id, e.username, EXISTS (SELECT 1 FROM accounts a JOIN account_roles r ON r.account_id = a.id
                                       WHERE a.employee_id = e.id AND a.disabled = 0 AND r.role = 'hr_admin') AS admin
       FROM employees e WHERE e.username = ?`,
  ),
  counts: db.$client.prepare(
    `SELECT
       (SELECT count(*) FROM leave_requests x JOIN employees e ON e.id = x.employee_id
         WHERE x.status = 'pending' AND (@admin OR e.manager_id = @id) AND x.employee_id != @id) AS leave,
       (SELECT count(*) FROM regularisations x JOIN employees e ON e.id = x.employee_id
         WHERE x.status = 'pending' AND (@admin OR e.manager_id = @id) AND x.employee_id != @id) AS regularisations,
       (SELECT count(*) FROM punches x JOIN employees e ON e.id = x.employee_id
         WHERE x.review_status = 'pending' AND (@admin OR e.manager_id = @id) AND x.employee_id != @id) AS punches`,
  ),
}));

/**
 * What waits for this person's decision, by kind: the same requests the Approvals page lists for them.
 * Undefined when there is no such person.
 */
export function approvalsWaitingFor(db: Db, username: string): ApprovalsWaiting | undefined {
  const query = statements(db);
  const person = query.person.get(username.toLowerCase()) as { id: number; username: string; admin: 0 | 1 } | undefined;
  if (!person) return undefined;
  const counts = query.counts.get({ id: person.id, admin: person.admin }) as { leave: number; regularisations: number; punches: number };
  return { username: person.username, ...counts, total: counts.leave + counts.regularisations + counts.punches };
}
