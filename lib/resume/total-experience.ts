import type { MonthDate } from './dates';

export interface Span {
  start: MonthDate;
  end: MonthDate | null;
}

export interface Duration {
  years: number;
  months: number;
}

/**
 * Total time covered by work spans, counting overlapping jobs once. A month-precise range counts both
 * end months (Jan–Dec is 12 months, as a recruiter reads it); a year-only range "2018–2020" counts 24
 * months; an open end ("Present") runs to the current month inclusive.
 */
export function totalExperience(spans: readonly Span[], today: Date = new Date()): Duration {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  const intervals = spans
    .map(({ start, end }): [number, number] => [monthIndex(start), end ? monthIndex(end) + (end.precision === 'month' ? 1 : 0) : now])
    .map(([from, to]): [number, number] => [from, Math.min(to, now)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const interval of intervals) {
    if (current && interval[0] <= current[1]) current[1] = Math.max(current[1], interval[1]);
    else {
      if (current) total += current[1] - current[0];
      current = [...interval];
    }
  }
  if (current) total += current[1] - current[0];
  return { years: Math.floor(total / 12), months: total % 12 };
}

function monthIndex(date: MonthDate): number {
  return date.year * 12 + date.month - 1;
}
