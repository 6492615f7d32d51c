import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { punches } from '@/db/schema';
import { punchIdOf } from './ids';
import type { PunchRecord } from './schemas';

/** A punch row as the API shows it, with the approver's review when it was flagged. */
export function punchRecordOf(p: typeof punches.$inferSelect): PunchRecord {
  return {
    punchId: punchIdOf(p.id),
    punchDate: p.punchDate,
    punchTime: p.punchTime,
    receivedAt: p.receivedAt,
    source: p.source,
    latitudeCoordinate: p.latitude,
    longitudeCoordinate: p.longitude,
    location: p.location,
    distanceMeters: p.distanceMeters,
    insideGeofence: p.insideGeofence,
    queued: p.queued,
    review: p.reviewStatus ? { status: p.reviewStatus, by: p.decidedBy, at: p.decidedAt, comments: p.decisionComments } : null,
  };
}

/** A person's punches on one day, in the order of their times. */
export async function punchesOn(db: DbOrTx, employeeId: number, date: string): Promise<PunchRecord[]> {
  const rows = await db
    .select()
    .from(punches)
    .where(and(eq(punches.employeeId, employeeId), eq(punches.punchDate, date)))
    .orderBy(asc(punches.punchTime), asc(punches.id));
  return rows.map(punchRecordOf);
}
