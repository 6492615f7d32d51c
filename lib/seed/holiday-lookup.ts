import 'server-only';
import type { Tx } from '@/db/client';
import { holidaysFor } from '@/lib/leave/holidays';

/** An office's holidays of a date's year (date -> name), read once per office and year: the seed asks for every day of thousands of people. */
export function holidayLookup(tx: Tx): (locationCode: string, date: string) => Map<string, string> {
  const cache = new Map<string, Map<string, string>>();
  return (locationCode, date) => {
    const key = `${locationCode}:${date.slice(0, 4)}`;
    let found = cache.get(key);
    if (!found) cache.set(key, (found = holidaysFor(tx, locationCode, Number(date.slice(0, 4)))));
    return found;
  };
}
