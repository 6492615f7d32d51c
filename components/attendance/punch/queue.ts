// The offline punch queue's pure core: what a punch kept on the device holds, how the stored list is read
// back, and how it is sent oldest first. No browser globals, so it runs under Node in the unit tests.
import type { PunchBody, PunchResult } from '@/lib/attendance/hooks';
import type { Coordinates } from '@/lib/attendance/geo';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';

export interface QueuedPunch {
  /** The Idempotency-Key made when the person tapped: however often the punch is resent, it is recorded once. */
  key: string;
  /** Sent exactly as kept (the server compares a replayed key's body): the tap's wall clock in the organisation's zone. */
  body: PunchBody & { punchDate: string; punchTime: string; queued: true };
  /** Why the server refused it. A refused punch is shown until dismissed and never sent again. */
  refusal?: string;
}

/** A punch to keep: the date and time the person tapped (in the organisation's time zone) and where they were. */
export function queuedPunch(key: string, tapped: { date: string; time: string }, position: Coordinates | null): QueuedPunch {
  const where = position ? { latitudeCoordinate: position.latitude, longitudeCoordinate: position.longitude } : {};
  return { key, body: { punchDate: tapped.date, punchTime: tapped.time, ...where, queued: true } };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isQueuedPunch(value: unknown): value is QueuedPunch {
  if (!value || typeof value !== 'object') return false;
  const { key, body, refusal } = value as Partial<QueuedPunch>;
  if (!isText(key) || !body || typeof body !== 'object' || body.queued !== true) return false;
  if (!isText(body.punchDate) || !isText(body.punchTime)) return false;
  if ((body.latitudeCoordinate === undefined) !== (body.longitudeCoordinate === undefined)) return false;
  if (body.latitudeCoordinate !== undefined && !(isNumber(body.latitudeCoordinate) && isNumber(body.longitudeCoordinate))) return false;
  return refusal === undefined || typeof refusal === 'string';
}

/** The stored list, oldest first; whatever cannot be a kept punch (an older format, a hand edit) is left out. */
export function parseQueue(raw: string | null): QueuedPunch[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter(isQueuedPunch).sort(byClock) : [];
}

function byClock(a: QueuedPunch, b: QueuedPunch): number {
  const at = (p: QueuedPunch) => `${p.body.punchDate}T${p.body.punchTime}`;
  return at(a).localeCompare(at(b));
}

/** The punches still to send: not those the server refused. */
export function waiting(queue: readonly QueuedPunch[]): QueuedPunch[] {
  return queue.filter((p) => p.refusal === undefined);
}

export type SendOutcome = { punch: QueuedPunch } & (
  | { kind: 'sent'; result: PunchResult }
  /** The key was already used with another body: the first, unqueued attempt did reach the server before the connection dropped. */
  | { kind: 'recorded' }
  /** The server said no for good (a punch too old, outside an enforced fence...). */
  | { kind: 'refused'; reason: string }
  /** Not now (offline, signed out, server busy): the punch stays and later ones wait behind it. */
  | { kind: 'later'; reason: string }
);

/** What a failed send means for a kept punch. */
function failureOutcome(punch: QueuedPunch, error: unknown): SendOutcome {
  if (!(error instanceof ApiRequestError)) return { punch, kind: 'later', reason: errorMessage(error) };
  // A tap whose send failed with a network error is kept under the same key with its time added; if that
  // first send had in fact arrived, the server refuses the key for the changed body. The punch is recorded.
  if (error.errors.some((e) => e.path === 'Idempotency-Key')) return { punch, kind: 'recorded' };
  // conflict_state: the same key is still being processed (another tab is sending it).
  const final = (error.status === 400 && error.code !== 'conflict_state') || error.status === 403 || error.status === 404;
  return final ? { punch, kind: 'refused', reason: error.detail } : { punch, kind: 'later', reason: error.detail };
}

/**
 * Sends the waiting punches oldest first, reporting each outcome as it comes. It stops at the first that
 * must wait, so a punch is never recorded before an earlier one that is still on the device.
 */
export async function sendQueue(
  queue: readonly QueuedPunch[],
  send: (punch: QueuedPunch) => Promise<PunchResult>,
  onOutcome: (outcome: SendOutcome) => void,
): Promise<void> {
  for (const punch of waiting(queue)) {
    let outcome: SendOutcome;
    try {
      outcome = { punch, kind: 'sent', result: await send(punch) };
    } catch (error) {
      outcome = failureOutcome(punch, error);
    }
    onOutcome(outcome);
    if (outcome.kind === 'later') return;
  }
}

/** The list once an outcome is known: a sent or recorded punch leaves it, a refused one stays with the reason. */
export function settle(queue: readonly QueuedPunch[], outcome: SendOutcome): QueuedPunch[] {
  const { key } = outcome.punch;
  switch (outcome.kind) {
    case 'sent':
    case 'recorded':
      return queue.filter((p) => p.key !== key);
    case 'refused':
      return queue.map((p) => (p.key === key ? { ...p, refusal: outcome.reason } : p));
    case 'later':
      return [...queue];
  }
}
