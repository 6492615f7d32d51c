import { describe, expect, it } from 'vitest';
import { coveringRanges, monthRange, othersOff } from '@/lib/leave/team-days';
import type { TeamLeaveDay } from '@/lib/leave/schemas';
import { dayRuns, runDates, runStatus } from '@/components/leave/approvals/team/team-words';

const request = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('coveringRanges', () => {
  it('covers a page of nearby requests with one range, from the first start to the last end', () => {
    expect(coveringRanges([request('2026-12-14', '2026-12-18'), request('2026-12-01', '2026-12-02'), request('2026-12-10', '2026-12-22')])).toEqual([
      { from: '2026-12-01', to: '2026-12-22' },
    ]);
  });

  it('starts another range at a request one read could not reach, and never covers a day twice', () => {
    expect(coveringRanges([request('2026-01-05', '2026-01-09'), request('2026-03-30', '2026-04-10'), request('2026-04-01', '2026-04-02')])).toEqual([
      { from: '2026-01-05', to: '2026-01-09' },
      { from: '2026-03-30', to: '2026-04-10' },
    ]);
    expect(coveringRanges([request('2026-01-05', '2026-01-09'), request('2026-01-08', '2026-04-20')])).toEqual([
      { from: '2026-01-05', to: '2026-01-09' },
      { from: '2026-01-10', to: '2026-04-11' },
      { from: '2026-04-12', to: '2026-04-20' },
    ]);
  });

  it('cuts one long request into ranges of at most the limit', () => {
    expect(coveringRanges([request('2026-01-01', '2026-01-10')], 4)).toEqual([
      { from: '2026-01-01', to: '2026-01-04' },
      { from: '2026-01-05', to: '2026-01-08' },
      { from: '2026-01-09', to: '2026-01-10' },
    ]);
  });

  it('reads nothing for no requests', () => {
    expect(coveringRanges([])).toEqual([]);
  });
});

describe('monthRange', () => {
  it('ends on the last day of the month, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

const day = (username: string, date: string, status: TeamLeaveDay['status'] = 'approved', duration = 1): TeamLeaveDay => ({
  username,
  displayName: `Name of ${username}`,
  date,
  leaveType: 'CL',
  status,
  duration,
});

describe('othersOff', () => {
  it('names the others off within the request’s dates, with only those days, leaving the applicant out', () => {
    const items = [
      day('arjun', '2026-12-07'),
      day('ravi', '2026-12-04'),
      day('ravi', '2026-12-07'),
      day('ravi', '2026-12-08'),
      day('meera', '2026-12-08', 'pending', 0.5),
      day('kavya', '2026-12-10'),
    ];
    expect(othersOff(items, { username: 'arjun', startDate: '2026-12-07', endDate: '2026-12-09' })).toEqual([
      { username: 'ravi', displayName: 'Name of ravi', days: [day('ravi', '2026-12-07'), day('ravi', '2026-12-08')] },
      { username: 'meera', displayName: 'Name of meera', days: [day('meera', '2026-12-08', 'pending', 0.5)] },
    ]);
  });
});

describe('dayRuns', () => {
  it('joins consecutive days of one status and length, and splits at a gap, a status or a half day', () => {
    const runs = dayRuns([
      day('ravi', '2026-12-07'),
      day('ravi', '2026-12-08'),
      day('ravi', '2026-12-09', 'pending'),
      day('ravi', '2026-12-11', 'pending'),
      day('ravi', '2026-12-14', 'pending', 0.5),
    ]);
    expect(runs.map((r) => `${runDates(r)}: ${runStatus(r)}`)).toEqual([
      'Mon 7 Dec – Tue 8 Dec: approved',
      'Wed 9 Dec: pending',
      'Fri 11 Dec: pending',
      'Mon 14 Dec: pending, half day',
    ]);
  });
});
