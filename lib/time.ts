/** Current instant as RFC 3339 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The organisation's time zone, in which wall-clock dates and times are given (DESIGN.md section 2). */
export function orgTimeZone(): string {
  return process.env.ORG_TIMEZONE || 'Asia/Kolkata';
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) of `instant` in the organisation's time zone. */
export function orgDate(instant: Date = new Date()): string {
  const zone = orgTimeZone();
  let format = dayFormatters.get(zone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(zone, format);
  }
  return format.format(instant);
}

/** The date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
