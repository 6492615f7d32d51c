// The career site's list URL (issue 30): what /careers?q=&location=&unit=&type=&minExp=&maxExp=&sort=&page=
// reads, what it ignores, how the one canonical href of a list is built, and how the list is described.
import { describe, expect, it } from 'vitest';
import { careersHref } from '@/components/careers/careers-links';
import { describeCareerQuery, parseCareerQuery, type CareerQuery, type SearchParams } from '@/lib/jobs/career-site';
import type { JobLocationCount, JobUnitCount } from '@/lib/jobs/schemas';

const LOCATIONS: JobLocationCount[] = [
  { location: 'BLR', name: 'Bengaluru - Whitefield', city: 'Bengaluru', count: 3 },
  { location: 'PUN', name: 'Pune - Hinjewadi', city: 'Pune', count: 0 },
];
const UNITS: JobUnitCount[] = [
  { orgUnitCode: 'TECH', name: 'Technology', parentOrgUnitCode: null, count: 3 },
  { orgUnitCode: 'TECH-DATA', name: 'Data & Analytics', parentOrgUnitCode: 'TECH', count: 1 },
];
const NOTHING: CareerQuery = { q: '', location: null, unit: null, type: null, minExp: null, maxExp: null, sort: 'newest', page: 1 };

const parse = (params: SearchParams) => parseCareerQuery(params, LOCATIONS, UNITS);
const hrefOf = (params: SearchParams) => careersHref(parse(params));

describe('reading the list URL', () => {
  it('reads every criterion, and they combine', () => {
    expect(parse({ q: ' react  native ', location: 'blr', unit: 'tech-data', type: 'contract', minExp: '2', maxExp: '5', sort: 'relevance', page: '3' })).toEqual({
      q: 'react native',
      location: 'BLR',
      unit: 'TECH-DATA',
      type: 'contract',
      minExp: 2,
      maxExp: 5,
      sort: 'relevance',
      page: 3,
    });
  });

  it('ignores what names nothing rather than failing or showing an empty list', () => {
    expect(parse({ q: '++ --', location: 'NOWHERE', unit: '<script>', type: 'forever', minExp: 'abc', maxExp: '-1', sort: 'random', page: 'abc' })).toEqual(NOTHING);
    expect(parse({ minExp: '2.5', maxExp: '51' })).toEqual(NOTHING);
    expect(parse({ page: '0' }).page).toBe(1);
    expect(parse({ page: '9999999' }).page).toBe(1);
  });

  it('reads a range given backwards the right way round, and keeps either end alone', () => {
    expect(parse({ minExp: '8', maxExp: '3' })).toMatchObject({ minExp: 3, maxExp: 8 });
    expect(parse({ minExp: '0' })).toMatchObject({ minExp: 0, maxExp: null });
    expect(parse({ maxExp: '50' })).toMatchObject({ minExp: null, maxExp: 50 });
  });

  it('sorts by best match only with a keyword to rank by', () => {
    expect(parse({ sort: 'relevance' }).sort).toBe('newest');
    expect(parse({ q: 'java', sort: 'relevance' }).sort).toBe('relevance');
  });

  it('takes the first of a repeated parameter and cuts a very long keyword', () => {
    expect(parse({ location: ['PUN', 'BLR'], q: ['java', 'go'] })).toMatchObject({ location: 'PUN', q: 'java' });
    expect(parse({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('the canonical href of a list', () => {
  it('is the plain /careers when nothing is asked, empty fields and page 1 included', () => {
    expect(careersHref(NOTHING)).toBe('/careers');
    expect(hrefOf({ q: '', location: '', unit: '', type: '', minExp: '', maxExp: '', sort: '', page: '1' })).toBe('/careers');
  });

  it('keeps every criterion in the form’s order, and only those', () => {
    expect(hrefOf({ page: '2', sort: 'relevance', maxExp: '5', minExp: '2', type: 'full_time', unit: 'TECH', location: 'BLR', q: 'data eng' })).toBe(
      '/careers?q=data+eng&location=BLR&unit=TECH&type=full_time&minExp=2&maxExp=5&sort=relevance&page=2',
    );
    expect(hrefOf({ location: 'blr', unit: '', minExp: '0' })).toBe('/careers?location=BLR&minExp=0');
  });

  it('drops what was ignored, so a garbled link and its clean form share one address', () => {
    expect(hrefOf({ q: 'java', location: 'NOWHERE', minExp: 'abc', sort: 'newest' })).toBe('/careers?q=java');
    expect(hrefOf({ minExp: '9', maxExp: '4' })).toBe('/careers?minExp=4&maxExp=9');
  });

  it('reads back as the same list', () => {
    const query: CareerQuery = { q: 'c++ & “go”', location: 'PUN', unit: null, type: 'internship', minExp: null, maxExp: 3, sort: 'relevance', page: 4 };
    const params = Object.fromEntries(new URL(careersHref(query), 'http://x').searchParams);
    expect(parse(params)).toEqual(query);
  });
});

describe('the words that say what a list shows', () => {
  const describe_ = (params: SearchParams) => describeCareerQuery(parse(params), LOCATIONS, UNITS);

  it('names each criterion, and nothing for every job', () => {
    expect(describe_({})).toBeNull();
    expect(describe_({ q: 'react', location: 'BLR' })).toBe('matching “react” in Bengaluru - Whitefield');
    expect(describe_({ unit: 'TECH-DATA', location: 'BLR', type: 'full_time', minExp: '2', maxExp: '5' })).toBe(
      'in Data & Analytics, Bengaluru - Whitefield (Full time, 2–5 years)',
    );
    expect(describe_({ minExp: '3' })).toBe('(3+ years)');
    expect(describe_({ maxExp: '1' })).toBe('(up to 1 year)');
    expect(describe_({ minExp: '4', maxExp: '4', type: 'internship' })).toBe('(Internship, 4 years)');
  });
});
