import 'server-only';
import { and, count, eq, isNull, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { isPostgres, type Db, type DbOrTx, type WriteScope } from '@/db/client';
import { driverValue, preparedQuery } from '@/db/prepared';
import { attendanceDays, punches } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import type { EmployeeSubject } from '@/lib/people/subject';
import { addDays, instantOf, wallClock } from '@/lib/time';
import { FUTURE_TOLERANCE_SECONDS, LATE_AFTER_SECONDS, PUNCH_MAX_AGE_DAYS, type PunchSource } from './constants';
import { checkGeofence, describeDistance } from './geo';
import { punchIdOf } from './ids';
import type { Office, PunchInput, PunchResult } from './schemas';

const invalid = (path: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError('validation_failed', message, { errors: [{ path, message }], extra });

/** The claimed date and time (now by default), refused when in the future, too old, or before the person joined. */
function punchClock(input: PunchInput, subject: EmployeeSubject, now: Date): { date: string; time: string; instant: number } {
  const today = wallClock(now);
  const date = input.punchDate ?? today.date;
  const time = input.punchTime ?? today.time;
  const instant = instantOf(date, time);
  if (instant > now.getTime() + FUTURE_TOLERANCE_SECONDS * 1000) {
    throw invalid(date > today.date ? 'punchDate' : 'punchTime', `A punch cannot be in the future: it is now ${today.date} ${today.time.slice(0, 5)}.`);
  }
  if (date < addDays(today.date, -PUNCH_MAX_AGE_DAYS)) {
    throw invalid('punchDate', `A punch may be at most ${PUNCH_MAX_AGE_DAYS} days old; ask for a regularisation of ${date} instead.`);
  }
  if (date < subject.dateOfJoining) throw invalid('punchDate', `${subject.username} joined on ${subject.dateOfJoining}.`);
  return { date, time, instant };
}

/** Where the punch stands against the office's fence; an office that enforces it refuses punches from outside or without a position. */
function geofenceOf(input: PunchInput, office: Office): { distanceMeters: number | null; insideGeofence: boolean | null } {
  const { latitudeCoordinate: latitude, longitudeCoordinate: longitude } = input;
  if (latitude === undefined || longitude === undefined) {
    if (office.geofenceEnforced) throw invalid('latitudeCoordinate', `${office.name} accepts punches only with your position, to check you are within its fence.`);
    return { distanceMeters: null, insideGeofence: null };
  }
  const fence = checkGeofence({ latitude: office.latitude, longitude: office.longitude, radiusMeters: office.geofenceRadiusMeters }, { latitude, longitude });
  if (office.geofenceEnforced && !fence.insideGeofence) {
    throw invalid(
      'latitudeCoordinate',
      `You are ${describeDistance(fence.distanceMeters)} from ${office.name}, which accepts punches only within ${describeDistance(office.geofenceRadiusMeters)}.`,
      fence,
    );
  }
  return fence;
}

// Prepared once per connection: building the two inserts with Drizzle on every punch costs more than running them.
// They run on `db`, the write transaction's own connection, so they are part of that transaction.
const insertPunch = preparedQuery('attendance_insert_punch', (db) =>
  db
    .insert(punches)
    .values({
      employeeId: driverValue('employeeId'),
      punchDate: driverValue('punchDate'),
      punchTime: driverValue('punchTime'),
      receivedAt: driverValue('receivedAt'),
      source: driverValue('source'),
      queued: driverValue('queued'),
      latitude: driverValue('latitude'),
      longitude: driverValue('longitude'),
      location: driverValue('location'),
      distanceMeters: driverValue('distanceMeters'),
      insideGeofence: driverValue('insideGeofence'),
      officeCode: driverValue('officeCode'),
      createdBy: driverValue('createdBy'),
      reviewStatus: driverValue('reviewStatus'),
    })
    .returning({ id: punches.id }),
);

/** The smaller and the larger of two values: SQLite's min and max take several arguments, PostgreSQL's are aggregates only. */
function scalarMinMax(db: Db): { min: (a: SQL, b: SQL) => SQL; max: (a: SQL, b: SQL) => SQL } {
  return isPostgres(db)
    ? { min: (a, b) => sql`least(${a}, ${b})`, max: (a, b) => sql`greatest(${a}, ${b})` }
    : { min: (a, b) => sql`min(${a}, ${b})`, max: (a, b) => sql`max(${a}, ${b})` };
}

// The day's first in and last out follow every punch: the earliest and the latest time so far. A
// rejected punch is never among them (recountDay), so the running min and max stay right after one.
const foldIntoDay = preparedQuery('attendance_fold_punch_into_day', (db) => {
  const { min, max } = scalarMinMax(db);
  return db
    .insert(attendanceDays)
    .values({ employeeId: driverValue('employeeId'), date: driverValue('date'), firstIn: driverValue('time'), lastOut: driverValue('time'), punchCount: 1 })
    .onConflictDoUpdate({
      target: [attendanceDays.employeeId, attendanceDays.date],
      set: {
        firstIn: min(sql`coalesce(${attendanceDays.firstIn}, excluded.first_in)`, sql`excluded.first_in`),
        lastOut: max(sql`coalesce(${attendanceDays.lastOut}, excluded.last_out)`, sql`excluded.last_out`),
        punchCount: sql`${attendanceDays.punchCount} + 1`,
      },
    })
    .returning({ firstIn: attendanceDays.firstIn, lastOut: attendanceDays.lastOut, punchCount: attendanceDays.punchCount });
});

/**
 * Works the day's first in, last out and punch count out again from the punches that count (every one
 * but the rejected), after a punch was rejected. Call it inside the write that rejected it.
 */
export async function recountDay(db: DbOrTx, employeeId: number, date: string): Promise<void> {
  const [counted] = await db
    .select({ firstIn: min(punches.punchTime), lastOut: max(punches.punchTime), punchCount: count() })
    .from(punches)
    .where(and(eq(punches.employeeId, employeeId), eq(punches.punchDate, date), or(isNull(punches.reviewStatus), ne(punches.reviewStatus, 'rejected'))));
  await db
    .update(attendanceDays)
    .set({ firstIn: counted?.firstIn ?? null, lastOut: counted?.lastOut ?? null, punchCount: counted?.punchCount ?? 0 })
    .where(and(eq(attendanceDays.employeeId, employeeId), eq(attendanceDays.date, date)));
}

/**
 * The scope of a punch (WriteScope in db/client.ts). Its own statements read nothing first (the day's row
 * is one upsert), but the notice of a flagged punch counts the day's punches to say whether it was an in
 * or an out, so one person's punches go one at a time and each counts those before it. Rejecting a punch
 * (recountDay) takes no scope: it recounts the day from its punches, which no punch may add to meanwhile.
 */
export function punchScope(employeeId: number): WriteScope {
  return { locks: [`attendance:${employeeId}`] };
}

export interface PunchContext {
  subject: EmployeeSubject;
  office: Office;
  source: PunchSource;
  actor: string;
  now?: Date;
}

/**
 * Records a punch with the server's receive time beside the claimed one, and folds it into the day's first
 * in and last out. Call it inside `write`, which holds the transaction on `db`.
 */
export async function recordPunch(db: Db, input: PunchInput, { subject, office, source, actor, now = new Date() }: PunchContext): Promise<PunchResult> {
  const clock = punchClock(input, subject, now);
  const fence = geofenceOf(input, office);
  const receivedAt = now.toISOString();
  const queued = input.queued === true || now.getTime() - clock.instant > LATE_AFTER_SECONDS * 1000;
  const location = input.location || null;
  const [inserted] = await insertPunch(db).execute({
    employeeId: subject.id,
    punchDate: clock.date,
    punchTime: clock.time,
    receivedAt,
    source,
    queued: queued ? 1 : 0,
    latitude: input.latitudeCoordinate ?? null,
    longitude: input.longitudeCoordinate ?? null,
    location,
    distanceMeters: fence.distanceMeters,
    insideGeofence: fence.insideGeofence === null ? null : fence.insideGeofence ? 1 : 0,
    officeCode: office.code,
    createdBy: actor,
    // Recorded outside the fence: it waits for the approver, who may reject it.
    reviewStatus: fence.insideGeofence === false ? 'pending' : null,
  });
  const [day] = await foldIntoDay(db).execute({ employeeId: subject.id, date: clock.date, time: clock.time });
  return {
    punchId: punchIdOf(inserted!.id),
    username: subject.username,
    punchDate: clock.date,
    punchTime: clock.time,
    receivedAt,
    source,
    latitudeCoordinate: input.latitudeCoordinate ?? null,
    longitudeCoordinate: input.longitudeCoordinate ?? null,
    location,
    ...fence,
    queued,
    review: fence.insideGeofence === false ? { status: 'pending', by: null, at: null, comments: null } : null,
    office,
    day: day!,
  };
}
