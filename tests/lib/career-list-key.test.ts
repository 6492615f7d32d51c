import { describe, expect, it } from 'vitest';
import { careerListKey, careerListParams } from '@/lib/jobs/career-list-key';

const key = (query: string) => careerListKey(new URLSearchParams(query));

describe('the cached career list key', () => {
  it('is the same for the same list whatever the order, blanks, spaces or foreign parameters', () => {
    expect(key('location=BLR&unit=TECH')).toBe(key('unit=TECH&utm_source=x&q=&location=%20BLR%20'));
    expect(key('location=BLR')).not.toBe(key('location=PUN'));
  });

  it('names the whole list "all" and needs no escaping in a path', () => {
    expect(key('')).toBe('all');
    expect(key('utm_source=mail&page=')).toBe('all');
    expect(key('q=c%2B%2B / ä&location=BLR')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives back the parameters it was made from', () => {
    expect(careerListParams(key('q=data engineer ä&location=BLR&unit=TECH&type=full_time&minExp=2&maxExp=5&sort=relevance&page=3'))).toEqual({
      q: 'data engineer ä',
      location: 'BLR',
      unit: 'TECH',
      type: 'full_time',
      minExp: '2',
      maxExp: '5',
      sort: 'relevance',
      page: '3',
    });
    expect(careerListParams('all')).toEqual({});
  });

  it('cuts long values, and reads a key it did not make as the whole list', () => {
    expect(careerListParams(key(`q=${'a'.repeat(500)}`)).q).toHaveLength(100);
    expect(careerListParams('%%%not-base64!')).toEqual({});
  });
});
