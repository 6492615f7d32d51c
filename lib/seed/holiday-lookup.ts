import 'server-only';
import type { Tx } from '@/db/client';
import { holidaysFor } from '@/lib/leave/holidays';

/**
 * The holidays (date -> name) of the offices `people` work at, in the years from `from` to `to`, read
 * before the seed's loops, which ask for every day of thousands of people: a lookup by office and date.
 */
export async function holidayLookup(
  tx: Tx,
  people: readonly { locationCode: string }[],
  from: string,
  to: string,
): Promise<(locationCode: string, date: string) => Map<string, string>> {
  const byOfficeAndYear = new Map<string, Map<string, string>>();
  for (const locationCode of new Set(people.map((p) => p.locationCode))) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      byOfficeAndYear.set(`${locationCode}:${year}`, await holidaysFor(tx, locationCode, year));
    }
  }
  return (locationCode, date) => {
    const found = byOfficeAndYear.get(`${locationCode}:${date.slice(0, 4)}`);
    if (!found) throw new Error(`The holidays of ${locationCode} in ${date.slice(0, 4)} were not read.`);
    return found;
  };
}
