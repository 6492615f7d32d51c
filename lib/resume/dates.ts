/**
 * Resume dates: "Jan 2020", "January 2020", "Jan '20", "01/2020", "2020-01", "15/01/2020", "2020", and
 * ranges of them joined by "-", "–", "—", "to" or "till", ending in a date or "Present"/"Current".
 */
export interface MonthDate {
  year: number;
  month: number;
  /** 'year' when only the year was written: such a range is counted from January to January. */
  precision: 'month' | 'year';
}

export interface DateRange {
  start: MonthDate;
  /** null: still going ("Present", "Current", "Till date"). */
  end: MonthDate | null;
  /** Where the range was written, so callers can remove it from the text around it. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH_NUMBER = String.raw`(?:0?[1-9]|1[0-2])`;
// Most specific first: the alternation takes the first form that matches at a position.
const FORMS = [
  String.raw`\d{1,2}[/.-]${MONTH_NUMBER}[/.-]${YEAR}`,
  String.raw`${MONTH_NAME}[\s,]*(?:${YEAR}|'\d{2})`,
  String.raw`${MONTH_NUMBER}\s?[/.-]\s?${YEAR}`,
  String.raw`${YEAR}[/.-]${MONTH_NUMBER}(?!\d)`,
  YEAR,
];
const DATE = `(?:${FORMS.join('|')})`;
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|ongoing|till\s+(?:date|now)|to\s+date|date)`;
const DASH = String.raw`\s*(?:-|–|—|~|\bto\b|\btill\b|\buntil\b)\s*`;
const BEFORE = String.raw`(?<![\w/.])`;
const AFTER = String.raw`(?![\w/])`;

// "from June 2016 to August 2019" is one range (the "from" goes with it); "since 2019" runs to today.
const RANGE = new RegExp(
  `(?:\\bfrom\\s+)?${BEFORE}(${DATE})${DASH}(${DATE}|${PRESENT})${AFTER}|\\b(?:since|from)\\s+(${DATE})${AFTER}`,
  'giu',
);
const SINGLE = new RegExp(`${BEFORE}(${DATE})${AFTER}`, 'iu');
const ANCHORED = FORMS.map((form) => new RegExp(`^${form}$`, 'iu'));

/** One date token, or null when it is not one of the accepted forms (including "Present"). */
export function parseMonthDate(token: string): MonthDate | null {
  const text = token.trim();
  const [full, named, numeric, isoLike, yearOnly] = ANCHORED.map((re) => re.test(text));
  if (full) {
    // Day first, as written in India and Europe; the middle number is the month.
    const [, month, year] = text.split(/[/.-]/).map(Number);
    return month && year ? { year, month, precision: 'month' } : null;
  }
  if (named) {
    const month = MONTHS[text.slice(0, 3).toLowerCase()];
    const yearText = /(\d{4}|\d{2})$/.exec(text)?.[1] ?? '';
    return month ? { year: expandYear(yearText), month, precision: 'month' } : null;
  }
  if (numeric || isoLike) {
    const [a = 0, b = 0] = text.split(/\s?[/.-]\s?/).map(Number);
    return numeric ? { year: b, month: a, precision: 'month' } : { year: a, month: b, precision: 'month' };
  }
  if (yearOnly) return { year: Number(text), month: 1, precision: 'year' };
  return null;
}

/** `YYYY-MM-DD` (first of the month) of the first date in the text, or null. */
export function parseDate(text: string): string | null {
  const match = SINGLE.exec(text);
  const date = match?.[1] ? parseMonthDate(match[1]) : null;
  return date ? toIsoDate(date) : null;
}

/** Every date range in the text, in order. */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = parseMonthDate(match[1] ?? match[3] ?? '');
    const endText = match[2];
    const end = endText === undefined ? null : parseMonthDate(endText);
    // An end that is not a date matched the "Present" words.
    if (start) ranges.push({ start, end, index: match.index, length: match[0].length });
  }
  return ranges;
}

export function toIsoDate(date: MonthDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-01`;
}

function expandYear(text: string): number {
  if (text.length === 4) return Number(text);
  // "Jan '19": a two-digit year up to five years ahead is this century, anything later the last one.
  const twoDigits = Number(text);
  return twoDigits <= (new Date().getUTCFullYear() % 100) + 5 ? 2000 + twoDigits : 1900 + twoDigits;
}
