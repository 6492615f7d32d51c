import 'server-only';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { holidays } from '@/db/schema';

const holidayRows = preparedQuery('holidays_of_office_year', (db) =>
  db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(like(holidays.date, sql.placeholder('datePattern')), or(isNull(holidays.locationCode), eq(holidays.locationCode, sql.placeholder('locationCode')))))
    .orderBy(holidays.date),
);

/** The holidays of an office in a year (the ones for every office included), date -> name. */
export async function holidaysFor(db: DbOrTx, locationCode: string, year: number): Promise<Map<string, string>> {
  const rows = await holidayRows(db).execute({ datePattern: `${year}-%`, locationCode });
  return new Map(rows.map((h) => [h.date, h.name]));
}
