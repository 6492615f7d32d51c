// The writes the crash and soak runs send (bodies from the bench's modules), each with its own
// Idempotency-Key, and where each lands in the database, so an answered write can be found by its id.
import { punchBody } from '../../bench/attendance';
import { apiKeyHeaders } from '../../bench/config';
import type { DatabaseReader } from '../../bench/database';
import { leaveApplicationBody } from '../../bench/leave';
import { notifyBody } from '../../bench/notify';

export interface WriteKind {
  name: 'punch' | 'leave' | 'notify';
  path: string;
  body(n: number): string;
  /** The id the answer names the stored thing by. */
  answerKey: 'punchId' | 'requestId' | 'notificationId';
  /** SQL that counts the rows with that id (one parameter: the id); valid on SQLite and PostgreSQL. */
  storedSql: string;
  /** SQL that counts every row the run's API client made of this kind (one parameter: the client id). */
  countSql: string;
}

/** `PUN-000042` -> 42: punches and notifications are numbered by their row id. */
const rowIdSql = (table: string, prefix: string) => `SELECT count(*) FROM ${table} WHERE id = CAST(substr(CAST(? AS TEXT), ${prefix.length + 1}) AS INTEGER)`;

export const WRITE_KINDS: readonly WriteKind[] = [
  {
    name: 'punch',
    path: '/api/attendance/v1/punch',
    body: punchBody,
    answerKey: 'punchId',
    storedSql: rowIdSql('punches', 'PUN-'),
    countSql: 'SELECT count(*) FROM punches WHERE created_by = ?',
  },
  {
    name: 'leave',
    path: '/api/leave/v1/apply',
    body: leaveApplicationBody,
    answerKey: 'requestId',
    storedSql: 'SELECT count(*) FROM leave_requests WHERE request_id = ?',
    countSql: 'SELECT count(*) FROM leave_requests WHERE created_by = ?',
  },
  {
    name: 'notify',
    path: '/api/bot/v1/notify',
    body: notifyBody,
    answerKey: 'notificationId',
    storedSql: rowIdSql('notifications', 'NTF-'),
    countSql: "SELECT count(*) FROM notifications WHERE created_by = ? AND message_type = 'bench'",
  },
];

export interface SentWrite {
  kind: WriteKind;
  n: number;
  key: string;
}

/** An answer (with the id a 2xx names, or the `idempotency` member of a problem) or a broken connection. */
export type WriteOutcome = { status: number; id: string | undefined; idempotency: string | undefined } | { error: string };

/** Sends one write; a connection that breaks (the server killed) is an outcome, not an exception. */
export async function sendWrite(baseUrl: string, write: SentWrite, timeoutMs = 15_000): Promise<WriteOutcome> {
  try {
    const response = await fetch(baseUrl + write.kind.path, {
      method: 'POST',
      headers: { ...apiKeyHeaders, 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
      body: write.kind.body(write.n),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    const text = (name: string) => (typeof answer[name] === 'string' ? (answer[name] as string) : undefined);
    return { status: response.status, id: response.ok ? text(write.kind.answerKey) : undefined, idempotency: text('idempotency') };
  } catch (err) {
    return { error: err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err) };
  }
}

/** Whether the thing a 2xx answer named is in the database. */
export async function isStored(db: DatabaseReader, kind: WriteKind, id: string): Promise<boolean> {
  return (await db.scalar<number>(kind.storedSql, [id])) === 1;
}
