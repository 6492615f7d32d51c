import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { holidays, leaveTypes } from '@/db/schema';
import type { LeaveType } from './constants';

/** The holidays of an office in a year (the ones for every office included), date -> name. */
export function holidaysFor(db: DbOrTx, locationCode: string, year: number): Map<string, string> {
  const rows = db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(like(holidays.date, `${year}-%`), or(isNull(holidays.locationCode), eq(holidays.locationCode, locationCode))))
    .orderBy(holidays.date)
    .all();
  return new Map(rows.map((h) => [h.date, h.name]));
}

/** Days a year per type; null for a type that keeps no balance. */
export function leavePolicy(db: DbOrTx): { code: LeaveType; name: string; yearlyAllocation: number | null }[] {
  return db.select().from(leaveTypes).orderBy(leaveTypes.code).all();
}
