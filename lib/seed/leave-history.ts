// A year of leave for everyone (the large profile): a few short stretches per person, mostly approved,
// some turned down or cancelled, the ones still ahead pending. Plain prepared statements, as for punches:
// the large profile writes about a hundred thousand requests. Written before the punches, which skip
// approved leave.
import 'server-only';
import type Database from 'better-sqlite3';
import type { Tx } from '@/db/client';
import { countLeaveDays } from '@/lib/leave/working-days';
import type { LeaveStatus, LeaveType } from '@/lib/leave/constants';
import { addDays, nowIso } from '@/lib/time';
import { holidayLookup } from './holiday-lookup';
import type { Random } from './random';

interface Person {
  id: number;
  username: string;
  locationCode: string;
  dateOfJoining: string;
}

/** Stretches per person and year; at most three days each, so no balance (12 days or more a year per type) runs out. */
const STRETCHES = 4;
const TYPES: readonly LeaveType[] = ['CL', 'SL', 'EL'];
const REASONS: Record<LeaveType, string> = { CL: 'Family function', SL: 'Unwell', EL: 'Holiday with family', LOP: 'Personal' };

function pastStatus(random: Random): { status: LeaveStatus; action: 'approve' | 'reject' | 'cancel' } {
  const roll = random.next();
  if (roll < 0.8) return { status: 'approved', action: 'approve' };
  if (roll < 0.95) return { status: 'rejected', action: 'reject' };
  return { status: 'cancelled', action: 'cancel' };
}

/** Leave for `people` from `days` ago to a month ahead, one stretch in each quarter of that span. */
export async function seedLeaveHistory(tx: Tx, client: Database.Database, random: Random, today: string, people: readonly Person[], days: number): Promise<number> {
  const insertRequest = client.prepare(
    `INSERT INTO leave_requests (id, request_id, employee_id, leave_type, start_date, end_date, duration, days, year, leave_reason, status, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'full_day', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAction = client.prepare(
    'INSERT INTO leave_actions (leave_request_id, action, from_status, to_status, comments, acted_by, acted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let id = (client.prepare('SELECT coalesce(max(id), 0) FROM leave_requests').pluck().get() as number) + 1;
  const now = nowIso();
  const span = days + 30;
  const holidaysOf = await holidayLookup(tx, people, addDays(today, -days), addDays(today, span - days));
  const slot = Math.floor(span / STRETCHES);
  let written = 0;
  for (const person of people) {
    for (let s = 0; s < STRETCHES; s++) {
      const start = addDays(today, -days + s * slot + random.int(0, slot - 7));
      const wanted = addDays(start, random.int(0, 2));
      // Within one calendar year, as every request must be.
      const end = wanted.slice(0, 4) === start.slice(0, 4) ? wanted : `${start.slice(0, 4)}-12-31`;
      if (start < person.dateOfJoining) continue;
      const charged = countLeaveDays(start, end, 'full_day', holidaysOf(person.locationCode, start)).days;
      if (charged === 0) continue;
      const type = TYPES[random.int(0, TYPES.length - 1)] ?? 'CL';
      const decided = start > today ? undefined : pastStatus(random);
      insertRequest.run(id, `LV-${String(id).padStart(6, '0')}`, person.id, type, start, end, charged, Number(start.slice(0, 4)), REASONS[type], decided?.status ?? 'pending', person.username, now, now);
      if (decided) {
        const by = decided.action === 'cancel' ? person.username : 'admin';
        insertAction.run(id, decided.action, 'pending', decided.status, decided.action === 'reject' ? 'Release week: please pick other days' : null, by, now);
      }
      id++;
      written++;
    }
  }
  return written;
}
