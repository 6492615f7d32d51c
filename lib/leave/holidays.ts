import 'server-only';
import { and, eq, isNull, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { holidays } from '@/db/schema';

/** Of the holidays table: an office's holidays in a year (`datePattern` is 'YYYY-%'), the ones for every office included. */
export const holidaysOfOfficeYear = (datePattern: SQLWrapper, locationCode: SQLWrapper) =>
  and(like(holidays.date, datePattern), or(isNull(holidays.locationCode), eq(holidays.locationCode, locationCode))) as SQL;

/** A year's holidays as holidaysFor answers them: date -> name. */
export const holidayMap = (rows: readonly { date: string; name: string }[]) => new Map(rows.map((h) => [h.date, h.name]));

const holidayRows = preparedQuery('holidays_of_office_year', (db) =>
  db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(holidaysOfOfficeYear(sql.placeholder('datePattern'), sql.placeholder('locationCode')))
    .orderBy(holidays.date),
);

/** The holidays of an office in a year (the ones for every office included), date -> name. */
export async function holidaysFor(db: DbOrTx, locationCode: string, year: number): Promise<Map<string, string>> {
  return holidayMap(await holidayRows(db).execute({ datePattern: `${year}-%`, locationCode }));
}
