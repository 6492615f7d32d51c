import { calendarWords, dayMonthYear } from './date-words';

/** "2021-03-12" -> "12 March 2021"; anything not a calendar date is shown as it is. */
export function formatDate(isoDate: string): string {
  return calendarWords(isoDate, dayMonthYear);
}
