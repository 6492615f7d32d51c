// The stage-move scenario's check: every 2xx answer moved one application once, and nothing else moved.
import Database from 'better-sqlite3';
import type { Answers, CheckResult } from './scenarios';

export function checkMovesAfterwards(databaseFile: string, answers: Answers, clientId: string): CheckResult {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const moves = db
      .prepare("SELECT count(*) FROM application_history WHERE moved_by = ? AND from_stage = 'applied' AND to_stage = 'screening'")
      .pluck()
      .get(clientId) as number;
    const twice = db
      .prepare(
        `SELECT count(*) FROM (SELECT application_id FROM application_history WHERE moved_by = ? AND from_stage = 'applied' AND to_stage = 'screening'
           GROUP BY application_id HAVING count(*) > 1)`,
      )
      .pluck()
      .get(clientId) as number;
    const unrecorded = db
      .prepare(
        `SELECT count(*) FROM applications a WHERE a.stage = 'screening' AND a.updated_by = ?
           AND NOT EXISTS (SELECT 1 FROM application_history h WHERE h.application_id = a.id AND h.to_stage = 'screening')`,
      )
      .pluck()
      .get(clientId) as number;
    const failures: string[] = [];
    if (moves < answers.ok || moves > answers.ok + answers.unanswered) failures.push(`${moves} moves in the history for ${answers.ok} 2xx answers and ${answers.unanswered} left in flight`);
    if (twice > 0) failures.push(`${twice} applications moved to screening more than once`);
    if (unrecorded > 0) failures.push(`${unrecorded} moved applications without their move in the history`);
    const facts = `${moves} moves in the history for ${answers.ok} 2xx answers (${answers.unanswered} more in flight when rounds stopped); ${twice} recorded twice; ${unrecorded} unrecorded`;
    return { facts, failures };
  } finally {
    db.close();
  }
}
