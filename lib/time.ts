/** Current instant as RFC 3339 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The organisation's time zone (ORG_TIMEZONE, India's by default), in which wall-clock dates and times are given. */
export function orgTimeZone(): string {
  return process.env.ORG_TIMEZONE || 'Asia/Kolkata';
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function formatDay(zone: string, instant: Date): string {
  let format = dayFormatters.get(zone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(zone, format);
  }
  return format.format(instant);
}

/**
 * Today's date as orgDate last gave it, for the UTC minute it was asked in: formatting in a time zone goes
 * through ICU, which showed in CPU profiles of writes under load, and most writes ask for today.
 * Every zone's offset today is a whole number of minutes, so its days begin on a minute and a minute
 * falls on one date.
 */
let today: { zone: string; minute: number; date: string } | undefined;

/** The calendar date (`YYYY-MM-DD`) of `instant` (now by default) in the organisation's time zone. */
export function orgDate(instant?: Date): string {
  const zone = orgTimeZone();
  if (instant) return formatDay(zone, instant);
  const now = new Date();
  const minute = Math.floor(now.getTime() / 60_000);
  if (today?.zone !== zone || today.minute !== minute) today = { zone, minute, date: formatDay(zone, now) };
  return today.date;
}

/**
 * Whether a date box holds a whole date: `YYYY-MM-DD`, a day the calendar has, and a four-digit year.
 * While a year is typed a date box reports it digit by digit (0002, 0020, 0202, 2026): those are not
 * dates anyone means, and asking the API about them only earns 400s.
 */
export function isCompleteDate(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1000') return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:mm:ss`) of `instant` in a time zone (the organisation's by default). */
export function wallClock(instant: Date = new Date(), zone: string = orgTimeZone()): { date: string; time: string } {
  let format = clockFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormatters.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/** The instant (epoch milliseconds) at which a time zone's clocks show `date` `time` (HH:mm:ss). */
export function instantOf(date: string, time: string, zone: string = orgTimeZone()): number {
  const asUtc = Date.parse(`${date}T${time}Z`);
  // The zone's offset at that moment, found by reading the clock there; twice, in case the first guess crossed a change of offset.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(instant), zone);
    instant -= Date.parse(`${shown.date}T${shown.time}Z`) - asUtc;
  }
  return instant;
}

/**
 * "09:30" from "09:30" or "09:30:15": the organisation's 24-hour clock in whole minutes, as the pages and
 * the notices write it; "09:30 IST" with a zone label.
 */
export function formatClock(time: string, zoneLabel?: string | null): string {
  const clock = time.slice(0, 5);
  return zoneLabel ? `${clock} ${zoneLabel}` : clock;
}

/** Minutes from one `HH:mm:ss` to a later one the same day. */
export function minutesBetween(from: string, to: string): number {
  // Fixed positions rather than split(): the day list calls this for every day it shows.
  const seconds = (t: string) => Number(t.slice(0, 2)) * 3600 + Number(t.slice(3, 5)) * 60 + (Number(t.slice(6, 8)) || 0);
  return Math.max(0, Math.floor((seconds(to) - seconds(from)) / 60));
}
