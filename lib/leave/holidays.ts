import 'server-only';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { holidays } from '@/db/schema';

/** The holidays of an office in a year (the ones for every office included), date -> name. */
export async function holidaysFor(db: DbOrTx, locationCode: string, year: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(like(holidays.date, `${year}-%`), or(isNull(holidays.locationCode), eq(holidays.locationCode, locationCode))))
    .orderBy(holidays.date);
  return new Map(rows.map((h) => [h.date, h.name]));
}
