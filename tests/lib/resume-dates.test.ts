import { describe, expect, it } from 'vitest';
import { findDateRanges, parseDate, toIsoDate } from '@/lib/resume/dates';
import { totalExperience } from '@/lib/resume/total-experience';

const range = (text: string) => {
  const [found] = findDateRanges(text);
  return found ? [toIsoDate(found.start), found.end && toIsoDate(found.end)] : null;
};

describe('resume dates', () => {
  it.each([
    ['Jan 2020', '2020-01-01'],
    ['January 2020', '2020-01-01'],
    ['Sept. 2018', '2018-09-01'],
    ['May, 2017', '2017-05-01'],
    ["Aug '19", '2019-08-01'],
    ['01/2020', '2020-01-01'],
    ['1-2020', '2020-01-01'],
    ['2020-01', '2020-01-01'],
    ['2020/11', '2020-11-01'],
    ['15/03/2019', '2019-03-01'],
    ['2020', '2020-01-01'],
    ['Graduated in 2016 with honours', '2016-01-01'],
  ])('reads %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it.each(['', 'no date here', 'Room 101', '13/2020', 'B.Tech 3021', '12345'])('finds no date in %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it.each([
    ['Jan 2020 - Present', '2020-01-01', null],
    ['January 2019 – March 2021', '2019-01-01', '2021-03-01'],
    ['Jun 2015 — Dec 2017', '2015-06-01', '2017-12-01'],
    ['2016 to 2020', '2016-01-01', '2020-01-01'],
    ['2018-2020', '2018-01-01', '2020-01-01'],
    ['01/2018 - 12/2020', '2018-01-01', '2020-12-01'],
    ['2019-04 till date', '2019-04-01', null],
    ["Aug '19 - Current", '2019-08-01', null],
    ['from June 2016 to August 2019', '2016-06-01', '2019-08-01'],
    ['since September 2019', '2019-09-01', null],
    ['Acme Corp\tMar 2012 until Now', '2012-03-01', null],
  ])('reads the range %j', (text, start, end) => expect(range(text)).toEqual([start, end]));

  it('finds every range on a page, in order', () => {
    const found = findDateRanges('Acme 2019 - 2021\nBeta Jan 2015 – Feb 2019\nNot a range: 2014');
    expect(found.map((r) => r.start.year)).toEqual([2019, 2015]);
  });
});

describe('total experience', () => {
  const today = new Date('2025-06-15T00:00:00Z');
  const month = (year: number, m: number) => ({ year, month: m, precision: 'month' as const });
  const year = (y: number) => ({ year: y, month: 1, precision: 'year' as const });

  it('counts both end months of a month range', () => {
    expect(totalExperience([{ start: month(2020, 1), end: month(2020, 12) }], today)).toEqual({ years: 1, months: 0 });
  });

  it('counts year-only ranges from January to January', () => {
    expect(totalExperience([{ start: year(2018), end: year(2020) }], today)).toEqual({ years: 2, months: 0 });
  });

  it('runs an open job to the current month', () => {
    expect(totalExperience([{ start: month(2024, 1), end: null }], today)).toEqual({ years: 1, months: 6 });
  });

  it('merges overlapping jobs and ignores backwards or future spans', () => {
    const spans = [
      { start: month(2015, 1), end: month(2017, 12) },
      { start: month(2017, 6), end: month(2018, 12) },
      { start: month(2021, 1), end: month(2021, 6) },
      { start: month(2022, 5), end: month(2020, 1) },
      { start: month(2030, 1), end: null },
    ];
    expect(totalExperience(spans, today)).toEqual({ years: 4, months: 6 });
  });

  it('is zero without jobs', () => expect(totalExperience([], today)).toEqual({ years: 0, months: 0 }));
});
