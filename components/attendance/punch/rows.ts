// Today's list merges what the server recorded with what waits on this device, in the order of their times.
import { checkGeofence } from '@/lib/attendance/geo';
import type { Office, PunchRecord } from '@/lib/attendance/hooks';
import type { PunchSource } from '@/lib/attendance/constants';
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
  /** The day's first punch is its in, the last its out. */
  role: 'In' | 'Out' | null;
  distanceMeters: number | null;
  insideGeofence: boolean | null;
  source: PunchSource | null;
  sentLate: boolean;
  state: PunchRowState;
  refusal: string | null;
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
    })),
    // Sent, but today's list has not been fetched again yet.
    ...synced
      .filter((s) => s.body.punchDate === today && !recordedIds.has(s.punchId))
      .map((s): Row => ({ id: s.punchId, ...fromDevice(s.body), state: 'synced', refusal: null })),
    ...queue.map((p): Row => ({
      id: p.key,
      ...fromDevice(p.body),
      state: p.refusal !== undefined ? 'refused' : p.key === sendingKey ? 'sending' : 'waiting',
      refusal: p.refusal ?? null,
    })),
  ];
  rows.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));

  const counted = rows.filter((r) => r.date === today && r.state !== 'refused');
  const first = counted[0];
  const last = counted.length > 1 ? counted.at(-1) : undefined;
  return rows.map((r) => ({ ...r, role: r === first ? 'In' : r === last ? 'Out' : null }));
}
