// Today's list merges what the server recorded with what waits on this device, in the order of their times.
import { checkGeofence } from '@/lib/attendance/geo';
import type { Office, PunchRecord } from '@/lib/attendance/hooks';
import { FULL_DAY_MINUTES, type PunchSource } from '@/lib/attendance/constants';
import { minutesBetween } from '@/lib/time';
import type { QueuedPunch } from './queue';
import { fenceOf } from './wording';
import type { SyncedPunch } from './use-queue';

/** recorded: on the server; synced: sent from this device's queue just now; the others still wait on the device. */
type PunchRowState = 'recorded' | 'synced' | 'waiting' | 'sending' | 'refused';

export interface PunchRow {
  /** The punch's id, or for one still on the device its Idempotency-Key. */
  id: string;
  date: string;
  time: string;
  /** Today's punches alternate, in then out; other days', refused and rejected punches have none. */
  role: 'In' | 'Out' | null;
  distanceMeters: number | null;
  insideGeofence: boolean | null;
  source: PunchSource | null;
  sentLate: boolean;
  state: PunchRowState;
  refusal: string | null;
  /** The approver's review of a punch from outside the fence (recorded punches only); a rejected one does not count. */
  review: PunchRecord['review'];
}

type PunchRowsInput = {
  today: string;
  /** The server's punches of today, once loaded. */
  recorded: readonly PunchRecord[];
  queue: readonly QueuedPunch[];
  synced: readonly SyncedPunch[];
  sendingKey: string | null;
  office: Office | undefined;
};

type Row = Omit<PunchRow, 'role'>;

/** For a punch that never reached the server: the fence worked out here, exactly as the server will. */
function fenceHere(body: QueuedPunch['body'], office: Office | undefined): Pick<Row, 'distanceMeters' | 'insideGeofence'> {
  const { latitudeCoordinate: latitude, longitudeCoordinate: longitude } = body;
  if (!office || latitude === undefined || longitude === undefined) return { distanceMeters: null, insideGeofence: null };
  return checkGeofence(fenceOf(office), { latitude, longitude });
}

export function punchRows({ today, recorded, queue, synced, sendingKey, office }: PunchRowsInput): PunchRow[] {
  const syncedIds = new Set(synced.map((s) => s.punchId));
  const recordedIds = new Set(recorded.map((p) => p.punchId));
  const fromDevice = (body: QueuedPunch['body']) => ({ date: body.punchDate, time: body.punchTime, ...fenceHere(body, office), source: null, sentLate: true });
  const rows: Row[] = [
    ...recorded.map((p): Row => ({
      id: p.punchId,
      date: p.punchDate,
      time: p.punchTime,
      distanceMeters: p.distanceMeters,
      insideGeofence: p.insideGeofence,
      source: p.source,
      sentLate: p.queued,
      state: syncedIds.has(p.punchId) ? 'synced' : 'recorded',
      refusal: null,
      review: p.review,
    })),
    // Sent, but today's list has not been fetched again yet.
    ...synced
      .filter((s) => s.body.punchDate === today && !recordedIds.has(s.punchId))
      .map((s): Row => ({ id: s.punchId, ...fromDevice(s.body), state: 'synced', refusal: null, review: null })),
    ...queue.map((p): Row => ({
      id: p.key,
      ...fromDevice(p.body),
      state: p.refusal !== undefined ? 'refused' : p.key === sendingKey ? 'sending' : 'waiting',
      refusal: p.refusal ?? null,
      review: null,
    })),
  ];
  rows.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));

  // As on the server: a refused punch was never recorded, and a rejected one no longer counts.
  const counted = rows.filter((r) => r.date === today && r.state !== 'refused' && r.review?.status !== 'rejected');
  return rows.map((r) => {
    const index = counted.indexOf(r);
    return { ...r, role: index < 0 ? null : index % 2 === 0 ? 'In' : 'Out' };
  });
}

/**
 * Where today stands, for the punch button: no punch yet, in, out, or done for today: out, with a full
 * day (FULL_DAY_MINUTES) from the first in to the last out, the same hours that make a past day present.
 * See docs/domain.md, "Attendance".
 */
export type PunchDayState = 'none' | 'in' | 'out' | 'done';

export function punchDayState(rows: readonly PunchRow[]): PunchDayState {
  const today = rows.filter((r) => r.role !== null);
  const [first, last] = [today[0], today.at(-1)];
  if (!first || !last) return 'none';
  if (last.role === 'In') return 'in';
  return minutesBetween(first.time, last.time) >= FULL_DAY_MINUTES ? 'done' : 'out';
}
