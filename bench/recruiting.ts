// The stage-move scenario's check: every 2xx answer moved one application once, and nothing else moved.
import { withReader, type DatabaseRef } from './database';
import type { Answers, CheckResult } from './scenarios';

export function checkMovesAfterwards(database: DatabaseRef, answers: Answers, clientId: string): Promise<CheckResult> {
  return withReader(database, async (db) => {
    const moves = await db.scalar<number>("SELECT count(*) FROM application_history WHERE moved_by = ? AND from_stage = 'applied' AND to_stage = 'screening'", [clientId]);
    const twice = await db.scalar<number>(
      `SELECT count(*) FROM (SELECT application_id FROM application_history WHERE moved_by = ? AND from_stage = 'applied' AND to_stage = 'screening'
         GROUP BY application_id HAVING count(*) > 1) AS twice`,
      [clientId],
    );
    const unrecorded = await db.scalar<number>(
      `SELECT count(*) FROM applications a WHERE a.stage = 'screening' AND a.updated_by = ?
         AND NOT EXISTS (SELECT 1 FROM application_history h WHERE h.application_id = a.id AND h.to_stage = 'screening')`,
      [clientId],
    );
    const failures: string[] = [];
    if (moves < answers.ok || moves > answers.ok + answers.unanswered) failures.push(`${moves} moves in the history for ${answers.ok} 2xx answers and ${answers.unanswered} left in flight`);
    if (twice > 0) failures.push(`${twice} applications moved to screening more than once`);
    if (unrecorded > 0) failures.push(`${unrecorded} moved applications without their move in the history`);
    const facts = `${moves} moves in the history for ${answers.ok} 2xx answers (${answers.unanswered} more in flight when rounds stopped); ${twice} recorded twice; ${unrecorded} unrecorded`;
    return { facts, failures };
  });
}
