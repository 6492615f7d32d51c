// Demo attendance: weekday punches for everyone over the last weeks (a year for the benchmark's people),
// plus the gaps and requests a real team has: a missed day, a forgotten out punch awaiting regularisation.
import 'server-only';
import type Database from 'better-sqlite3';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { attendanceDays, punches } from '@/db/schema';
import { WEEKEND_DAYS } from '@/lib/leave/constants';
import { checkGeofence } from '@/lib/attendance/geo';
import { decideRegularisation } from '@/lib/attendance/decide';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { requestRegularisation } from '@/lib/attendance/regularise';
import type { Principal } from '@/lib/api/principal';
import { employeeById, type EmployeeSubject } from '@/lib/people/subject';
import { addDays, instantOf } from '@/lib/time';
import { holidayLookup } from './holiday-lookup';
import { LOCATIONS } from './org-data';
import type { Random } from './random';

interface Person {
  id: number;
  username: string;
  locationCode: string;
  dateOfJoining: string;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** The in and out minutes of an ordinary day: in between 08:45 and 10:00, out 8 to 9.5 hours later; now and then a short day or none. */
function workedDay(random: Random): number[] {
  const roll = random.next();
  if (roll < 0.02) return [];
  const start = 8 * 60 + 45 + random.int(0, 75);
  const length = roll < 0.05 ? random.int(200, 300) : random.int(480, 570);
  return [start, start + length];
}

/**
 * Punches for `people` on their working days from `days` ago to yesterday (not on holidays, approved
 * leave, or before they joined). Plain prepared statements: the benchmark writes over a million rows.
 */
export async function seedPunches(tx: Tx, client: Database.Database, random: Random, today: string, people: readonly Person[], days: number, onProgress?: (done: number) => void): Promise<number> {
  const insertPunch = client.prepare(
    `INSERT INTO punches (employee_id, punch_date, punch_time, received_at, source, queued, latitude, longitude, distance_m, inside_geofence, office_code, created_by)
     VALUES (?, ?, ?, ?, 'web', 0, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDay = client.prepare('INSERT INTO attendance_days (employee_id, date, first_in, last_out, punch_count) VALUES (?, ?, ?, ?, ?)');
  // Read once a person rather than once a day: the large profile has five million working days.
  const approvedLeave = client.prepare<[number], { start: string; end: string }>("SELECT start_date AS start, end_date AS end FROM leave_requests WHERE employee_id = ? AND status = 'approved'");
  const holidaysOf = await holidayLookup(tx, people, addDays(today, -days), today);
  // The zone's offset per date, worked out once: formatting a time zone for each of a million punches is slow.
  const offsets = new Map<string, number>();
  const instant = (date: string, time: string) => {
    let offset = offsets.get(date);
    if (offset === undefined) offsets.set(date, (offset = instantOf(date, '12:00:00') - Date.parse(`${date}T12:00:00Z`)));
    return Date.parse(`${date}T${time}Z`) + offset;
  };
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days));
  const weekdays = dates.filter((date) => !WEEKEND_DAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay()));
  let written = 0;
  for (const [index, person] of people.entries()) {
    if (index % 1000 === 0) onProgress?.(index);
    const office = LOCATIONS.find((l) => l.code === person.locationCode);
    if (!office) continue;
    const leave = approvedLeave.all(person.id);
    for (const date of weekdays) {
      if (date < person.dateOfJoining || holidaysOf(person.locationCode, date).has(date) || leave.some((l) => l.start <= date && date <= l.end)) continue;
      const minutes = workedDay(random);
      if (!minutes.length) continue;
      const times = minutes.map(clock);
      for (const time of times) {
        const latitude = office.latitude + (random.next() - 0.5) * 0.002;
        const longitude = office.longitude + (random.next() - 0.5) * 0.002;
        const fence = checkGeofence({ ...office, radiusMeters: 250 }, { latitude, longitude });
        const receivedAt = new Date(instant(date, time) + random.int(1, 3000)).toISOString();
        insertPunch.run(person.id, date, time, receivedAt, latitude, longitude, fence.distanceMeters, fence.insideGeofence ? 1 : 0, office.code, person.username);
        written++;
      }
      insertDay.run(person.id, date, times[0], times.at(-1), times.length);
    }
  }
  return written;
}

/** The most recent weekday at least `daysBack` days before today. */
function weekdayBefore(today: string, daysBack: number): string {
  let date = addDays(today, -daysBack);
  while (WEEKEND_DAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  return date;
}

/**
 * What the demo's pages show beyond ordinary days: `employee` missed a day (absent, with nothing asked),
 * left early on another (a short day, nothing asked) and forgot an out punch on a third (a
 * regularisation waits in `manager`'s queue); `employee2` had a regularisation approved. Written after
 * the ordinary punches, replacing those days.
 */
export async function seedAttendanceStories(tx: Tx, today: string, people: readonly Person[]): Promise<void> {
  const subject = async (username: string): Promise<EmployeeSubject> => {
    const found = people.find((p) => p.username === username);
    const person = found && (await employeeById(tx, found.id));
    if (!person) throw new Error(`demo person ${username} missing`);
    return person;
  };
  const clearDay = (employeeId: number, date: string) => {
    tx.delete(punches).where(and(eq(punches.employeeId, employeeId), eq(punches.punchDate, date))).run();
    tx.delete(attendanceDays).where(and(eq(attendanceDays.employeeId, employeeId), eq(attendanceDays.date, date))).run();
  };
  const employee = await subject('employee');
  const punchedOnly = (date: string, times: string[]) => {
    clearDay(employee.id, date);
    for (const punchTime of times) {
      const receivedAt = new Date(instantOf(date, punchTime)).toISOString();
      tx.insert(punches).values({ employeeId: employee.id, punchDate: date, punchTime, receivedAt, source: 'web', officeCode: employee.locationCode, createdBy: employee.username }).run();
    }
    tx.insert(attendanceDays).values({ employeeId: employee.id, date, firstIn: times[0], lastOut: times.at(-1), punchCount: times.length }).run();
  };
  clearDay(employee.id, weekdayBefore(today, 6));
  punchedOnly(weekdayBefore(today, 16), ['09:30:00', '13:10:00']);
  const forgotten = weekdayBefore(today, 13);
  punchedOnly(forgotten, ['09:40:00']);
  await requestRegularisation(tx, employee, { regularizationDate: forgotten, modifiedInTime: '09:40:00', modifiedOutTime: '18:45:00', comments: 'Phone battery died before I could punch out.' }, 'employee');

  const employee2 = await subject('employee2');
  const late = weekdayBefore(today, 9);
  const asked = await requestRegularisation(tx, employee2, { regularizationDate: late, modifiedInTime: '09:15:00', modifiedOutTime: '18:00:00', comments: 'Client visit in the morning.' }, 'employee2');
  const admin = await subject('admin');
  const hrAdmin: Principal = { kind: 'user', key: 'seed:admin', username: 'admin', employeeId: admin.id, roles: ['employee', 'hr_admin'], scopes: ['read', 'write'] };
  await decideRegularisation(tx, hrAdmin, { regularisationId: regularisationIdOf(asked.id), action: 'approve', comments: 'Confirmed with the client.' });
}
