// Issue 9's target: the bot notifying people across the organisation, and the check that every answered
// notification is stored exactly once.
import { withReader, type DatabaseRef } from './database';
import { person } from './people';
import type { Answers, CheckResult } from './scenarios';

/** The n-th notification: for person n, with its number in the label. */
export function notifyBody(n: number): string {
  return JSON.stringify({
    input: { messageType: 'bench', usersList: { userId: person(n), text: { design: [{ label: `Reminder ${n}`, type: 'text' }, { label: 'Open', type: 'link', value: '/leave' }] } } },
  });
}

/** Rounds send a fixed number of requests, so none is left in flight: stored must equal answered. */
export function checkNotificationsAfterwards(database: DatabaseRef, answers: Answers, clientId: string): Promise<CheckResult> {
  return withReader(database, async (db) => {
    const stored = await db.scalar<number>("SELECT count(*) FROM notifications WHERE created_by = ? AND message_type = 'bench'", [clientId]);
    const failures: string[] = [];
    if (stored !== answers.ok) failures.push(`${stored} notifications stored for ${answers.ok} 2xx answers`);
    if (answers.unanswered > 0) failures.push(`${answers.unanswered} requests were left unanswered`);
    return { facts: `${stored} notifications stored for ${answers.ok} 2xx answers, ${answers.unanswered} unanswered`, failures };
  });
}
