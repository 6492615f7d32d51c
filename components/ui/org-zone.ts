// Times in the organisation's zone, apart from components/ui/format.ts: the signed-in layout shows the
// organisation's clock on every page, and a module ships whole wherever one of its exports is used.
import { formatClock, wallClock } from '@/lib/time';
import { calendarWords, dayShortMonth } from './date-words';

// Times. Every time is shown on the organisation's clock (ORG_TIMEZONE, where punches and leave are
// dated), in one format, 24-hour "09:30", as the API and the punch card write them; where the browser's
// clock reads differently the zone's short name follows ("09:30 IST"). See docs/domain.md, "Formats and limits".

/** The organisation's time zone as the pages need it; worked out once on the server (describeZone). */
export interface OrgZone {
  /** The IANA name, e.g. Asia/Kolkata. */
  name: string;
  /** Its short name, e.g. IST, shown beside a time when the browser's zone differs. */
  label: string;
  /**
   * Minutes ahead of UTC when the zone has one offset all year (India's has), so the browser converts
   * by adding it and makes no Intl formatter while the page hydrates; null for zones with daylight saving.
   */
  fixedOffsetMinutes: number | null;
}

/** The offset of `zone`'s clocks from UTC at `ms`, in minutes. */
function offsetMinutes(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const { date, time } = wallClock(new Date(whole), zone);
  return Math.round((Date.parse(`${date}T${time}Z`) - whole) / 60_000);
}

/** `name`'s short name and, when it keeps one offset all year, that offset. */
export function describeZone(name: string, at: Date = new Date()): OrgZone {
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone: name, timeZoneName: 'short' }).formatToParts(at);
  const label = parts.find((p) => p.type === 'timeZoneName')?.value ?? name;
  const year = at.getUTCFullYear();
  const [january, july] = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((ms) => offsetMinutes(name, ms));
  return { name, label, fixedOffsetMinutes: january === july ? (january ?? null) : null };
}

const zoneOffset = (zone: OrgZone, ms: number) => zone.fixedOffsetMinutes ?? offsetMinutes(zone.name, ms);

/** Whether the browser's clock reads differently from the organisation's at `ms`. */
export function browserZoneDiffers(zone: OrgZone, ms: number = Date.now()): boolean {
  return -new Date(ms).getTimezoneOffset() !== zoneOffset(zone, ms);
}

/** An instant's wall-clock date and HH:mm in the organisation's zone; null for a string that is no instant. */
function onOrgClock(iso: string, zone: OrgZone): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms + zoneOffset(zone, ms) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

const dayShortMonthYear = (d: Date) => `${dayShortMonth(d)} ${d.getUTCFullYear()}`;

/** "2026-03-12T04:00:00Z" -> "12 Mar 2026, 09:30" on the organisation's clock (India here), with the label when given. */
export function formatOrgInstant(iso: string, zone: OrgZone, zoneLabel?: string | null): string {
  const at = onOrgClock(iso, zone);
  return at ? `${calendarWords(at.date, dayShortMonthYear)}, ${formatClock(at.time, zoneLabel)}` : iso;
}

/** "12 Mar 2026": the organisation's date of an instant. */
export function formatOrgDay(iso: string, zone: OrgZone): string {
  const at = onOrgClock(iso, zone);
  return at ? calendarWords(at.date, dayShortMonthYear) : iso;
}
