import { describe, expect, it } from 'vitest';
import { countLeaveDays } from '@/lib/leave/working-days';

const holidays = new Map([['2027-01-26', 'Republic Day']]);

describe('countLeaveDays', () => {
  it('counts weekdays only, without the holidays, and says why each other day is skipped', () => {
    // Friday 22 January to Friday 29 January 2027: a weekend and Republic Day (Tuesday) inside.
    expect(countLeaveDays('2027-01-22', '2027-01-29', 'full_day', holidays)).toEqual({
      days: 5,
      skipped: [
        { date: '2027-01-23', reason: 'Weekend' },
        { date: '2027-01-24', reason: 'Weekend' },
        { date: '2027-01-26', reason: 'Republic Day' },
      ],
    });
  });

  it('counts a half day as 0.5, and nothing for a weekend or a holiday', () => {
    expect(countLeaveDays('2027-01-25', '2027-01-25', 'first_half', holidays).days).toBe(0.5);
    expect(countLeaveDays('2027-01-23', '2027-01-24', 'full_day', holidays).days).toBe(0);
    expect(countLeaveDays('2027-01-26', '2027-01-26', 'second_half', holidays).days).toBe(0);
  });

  it('crosses months and leap days', () => {
    // Monday 28 February to Wednesday 1 March 2028 (a leap year): 29 February is a Tuesday.
    expect(countLeaveDays('2028-02-28', '2028-03-01', 'full_day', new Map()).days).toBe(3);
  });
});
