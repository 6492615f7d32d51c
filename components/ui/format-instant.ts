// Instants (RFC 3339) in words. The viewer's time zone is the browser's, which the server does not know:
// a page whose server HTML holds an instant shows it through LocalTime, so that the two renders agree.
import { instantWords, localDay, localDayAndTime, utcDayAndTime } from './date-words';

/** "2026-03-12T09:30:00Z" -> "12 Mar 2026, 3:00 pm" in the viewer's zone (here UTC+5:30). */
export const formatInstant = (iso: string) => instantWords(iso, localDayAndTime);
/** The calendar day of an instant in the viewer's zone: "12 Mar 2026". */
export const formatInstantDay = (iso: string) => instantWords(iso, localDay);
/** "12 Mar 2026, 9:30 am UTC": the instant as the server can write it, not knowing the viewer's zone. */
export const formatInstantUtc = (iso: string) => instantWords(iso, utcDayAndTime);
