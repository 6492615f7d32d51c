import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
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

const punchesOfDay = preparedQuery('punches_of_day', (db) =>
  db
    .select()
    .from(punches)
    .where(and(eq(punches.employeeId, sql.placeholder('employeeId')), eq(punches.punchDate, sql.placeholder('date'))))
    .orderBy(asc(punches.punchTime), asc(punches.id)),
);

/** A person's punches on one day, in the order of their times. */
export async function punchesOn(db: DbOrTx, employeeId: number, date: string): Promise<PunchRecord[]> {
  return (await punchesOfDay(db).execute({ employeeId, date })).map(punchRecordOf);
}
