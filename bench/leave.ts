// Issue 6's write target: leave applications spread over every employee and many working days, and the
// check afterwards that nothing was lost or overdrawn.
import { withReader, type DatabaseRef } from './database';
import { peopleCount, person } from './people';
import type { Answers, CheckResult } from './scenarios';

/** Weekdays of next year's February, July and September: no seeded holiday falls on them. */
function workingDays(): string[] {
  const year = new Date().getUTCFullYear() + 1;
  const days: string[] = [];
  for (const month of [1, 6, 8]) {
    for (let day = 1; day <= 31; day++) {
      const date = new Date(Date.UTC(year, month, day));
      if (date.getUTCMonth() === month && date.getUTCDay() % 6 !== 0) days.push(date.toISOString().slice(0, 10));
    }
  }
  return days;
}
const DAYS = workingDays();

/** The n-th application: person n mod N, on a day of their own, so every one is valid and none overlaps. */
export function leaveApplicationBody(n: number): string {
  const date = DAYS[Math.floor(n / peopleCount()) % DAYS.length] ?? '';
  return JSON.stringify({ username: person(n), leaveType: 'CL', startDate: date, endDate: date, leaveDuration: 'full_day' });
}

/**
 * Every 2xx answer must be a stored request, and nothing else may be stored but the requests still in
 * flight when a round stopped (autocannon drops their answers; the server may have done them). No
 * balance may be overdrawn.
 */
export function checkLeaveAfterwards(database: DatabaseRef, answers: Answers, clientId: string): Promise<CheckResult> {
  return withReader(database, async (db) => {
    const stored = await db.scalar<number>('SELECT count(*) FROM leave_requests WHERE created_by = ?', [clientId]);
    // Valid on both databases: HAVING on the aggregate itself and every other column grouped (PostgreSQL allows neither an alias there nor an ungrouped column).
    const overdrawn = await db.scalar<number>(
      `SELECT count(*) FROM (SELECT r.employee_id FROM leave_requests r
         JOIN leave_types t ON t.code = r.leave_type
        WHERE r.status IN ('pending', 'approved') AND t.yearly_allocation IS NOT NULL
        GROUP BY r.employee_id, r.year, r.leave_type, t.yearly_allocation HAVING sum(r.days) > t.yearly_allocation) AS overdrawn`,
    );
    const failures: string[] = [];
    if (stored < answers.ok || stored > answers.ok + answers.unanswered) {
      failures.push(`${stored} requests stored for ${answers.ok} 2xx answers and ${answers.unanswered} left in flight`);
    }
    if (overdrawn > 0) failures.push(`${overdrawn} balances below zero`);
    const facts = `${stored} requests stored for ${answers.ok} 2xx answers (${answers.unanswered} more were in flight when rounds stopped); ${overdrawn} balances below zero`;
    return { facts, failures };
  });
}
