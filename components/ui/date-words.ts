// Dates in words, as en-IN writes them ("Mon, 14 Sept, 2026", "14 Sept 2026, 9:05 am"), built by hand
// rather than with Intl. The first Intl formatter a page makes loads the browser's ICU data: about 30 ms
// of main thread here, 110-140 ms on Lighthouse's 4x slower phone, spent while the page hydrates; the
// leave and attendance pages now make none as they load. tests/components/date-words.test.ts checks
// every day of several years against Intl's en-IN output, which Node.js and Chromium agree on.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An instant (RFC 3339) in the words `words` makes of it (one of those below); `unreadable` when it is none. */
export function instantWords(iso: string, words: (date: Date) => string, unreadable = iso): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? unreadable : words(date);
}

/**
 * A calendar date (YYYY-MM-DD) in words; anything else is shown as it is. Calendar dates are read at
 * midnight UTC: in the viewer's zone "2026-11-01" could be 31 October.
 */
export function calendarWords(isoDate: string, words: (date: Date) => string): string {
  return instantWords(`${isoDate}T00:00:00Z`, words, isoDate);
}

/** "September 2026" (of a calendar date). */
export const monthYear = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** "14 September 2026". */
export const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** "14 Sept". */
export const dayShortMonth = (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}`;
/** "Mon, 14 Sept, 2026". */
export const weekdayDate = (d: Date) => `${SHORT_WEEKDAYS[d.getUTCDay()]}, ${dayShortMonth(d)}, ${d.getUTCFullYear()}`;
/** "Mon". */
export const shortWeekday = (d: Date) => SHORT_WEEKDAYS[d.getUTCDay()] ?? '';
/** "Sept". */
export const shortMonth = (d: Date) => SHORT_MONTHS[d.getUTCMonth()] ?? '';

/** "2026-11" -> "November 2026". */
export const formatMonth = (month: string) => calendarWords(`${month}-01`, monthYear);
/** "2026-11-03" -> "Nov". */
export const shortMonthOf = (date: string) => calendarWords(date, shortMonth);

/** "2021-03-12" -> "12 March 2021"; anything not a calendar date is shown as it is. */
export function formatDate(isoDate: string): string {
  return calendarWords(isoDate, dayMonthYear);
}
