import { describe, expect, it } from 'vitest';
import { formatDay, weekdayOf } from '@/components/attendance/calendar/dates';
import { formatDate, formatMonth, shortMonthOf } from '@/components/ui/date-words';
import { formatAmount, formatLeaveDates, formatShortDay, skippedPhrase } from '@/components/leave/leave-format';

/** What Intl writes in en-IN (Node.js and Chromium agree): the words the pages used before, which the e2e tests expect. */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', ...options });
const byIntl = {
  dayMonthYear: intl({ day: 'numeric', month: 'long', year: 'numeric' }),
  weekdayDate: intl({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  dayShortMonth: intl({ day: 'numeric', month: 'short' }),
  monthYear: intl({ month: 'long', year: 'numeric' }),
  weekday: intl({ weekday: 'short' }),
  shortMonth: intl({ month: 'short' }),
};

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = new Date(`${from}T00:00:00Z`); at.toISOString().slice(0, 10) <= to; at.setUTCDate(at.getUTCDate() + 1)) days.push(at.toISOString().slice(0, 10));
  return days;
}

describe('dates in words, without Intl', () => {
  it('writes every day of 2024 to 2028 as Intl writes it in en-IN', () => {
    for (const iso of everyDay('2024-01-01', '2028-12-31')) {
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatDate(iso)).toBe(byIntl.dayMonthYear.format(date));
      expect(formatDay(iso)).toBe(byIntl.weekdayDate.format(date));
      expect(formatLeaveDates(iso, iso)).toBe(byIntl.weekdayDate.format(date));
      expect(formatShortDay(iso)).toBe(byIntl.dayShortMonth.format(date));
      expect(weekdayOf(iso)).toBe(byIntl.weekday.format(date));
      expect(shortMonthOf(iso)).toBe(byIntl.shortMonth.format(date));
      if (iso.endsWith('-01')) expect(formatMonth(iso.slice(0, 7))).toBe(byIntl.monthYear.format(date));
    }
  });

  it('shows what is not a date as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDay('2026-13-01')).toBe('2026-13-01');
  });

  it('writes leave amounts and lists as Intl does', () => {
    const amounts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
    for (let halves = 0; halves <= 200; halves++) expect(formatAmount(halves / 2)).toBe(amounts.format(halves / 2));
    const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    const holiday = (date: string, reason: string) => ({ date, reason });
    const one = [holiday('2026-08-15', 'Independence Day')];
    const three = [...one, holiday('2026-10-02', 'Gandhi Jayanti'), holiday('2026-10-20', 'Diwali')];
    expect(skippedPhrase(one as never)).toBe('15 Aug (Independence Day) is not counted');
    expect(skippedPhrase(three as never)).toBe(`${list.format(['15 Aug (Independence Day)', '2 Oct (Gandhi Jayanti)', '20 Oct (Diwali)'])} are not counted`);
  });
});
