// Issue 7's targets: punches spread over every employee, each from inside their office's fence, with the
// exact check afterwards; and month lists of the people who have a year of punches.
import { withReader, type DatabaseRef } from './database';
import { personAt } from './people';
import type { Answers, CheckResult } from './scenarios';

/** The n-th punch: person n, now, a few metres from their office. */
export function punchBody(n: number): string {
  const { username, latitude, longitude } = personAt(n);
  return JSON.stringify({ username, latitudeCoordinate: latitude + 0.0003, longitudeCoordinate: longitude - 0.0002, location: 'Bench gate' });
}

/** Last month: complete, so every list has a full month of rows. */
function lastMonth(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}
const MONTH = lastMonth();

/** The n-th month list: one of the `people` who have a year of punches. */
export function monthListPath(people: number): (n: number) => string {
  return (n) => `/api/attendance/v1/list/user/${personAt(n, people).username}?month=${MONTH}&limit=31`;
}

/**
 * Rounds of this scenario run a fixed number of requests, so none is left in flight: every 2xx answer
 * must be exactly one stored punch, and nothing else may be stored.
 */
export function checkPunchesAfterwards(database: DatabaseRef, answers: Answers, clientId: string): Promise<CheckResult> {
  return withReader(database, async (db) => {
    const stored = await db.scalar<number>('SELECT count(*) FROM punches WHERE created_by = ?', [clientId]);
    const failures: string[] = [];
    if (stored !== answers.ok) failures.push(`${stored} punches stored for ${answers.ok} 2xx answers`);
    if (answers.unanswered > 0) failures.push(`${answers.unanswered} requests were left unanswered`);
    return { facts: `${stored} punches stored for ${answers.ok} 2xx answers, ${answers.unanswered} unanswered`, failures };
  });
}
