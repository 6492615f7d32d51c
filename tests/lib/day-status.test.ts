import { describe, expect, it } from 'vitest';
import { summariseDay, type DayFacts } from '@/lib/attendance/day-status';

const facts = (change: Partial<DayFacts>): DayFacts => ({
  date: '2026-11-16',
  today: '2026-11-30',
  weekend: false,
  holiday: null,
  leaveDuration: null,
  firstIn: null,
  lastOut: null,
  punchCount: 0,
  regularisedIn: null,
  regularisedOut: null,
  ...change,
});
const worked = (firstIn: string, lastOut: string, change: Partial<DayFacts> = {}) => summariseDay(facts({ firstIn, lastOut, punchCount: 2, ...change }));

describe('summariseDay', () => {
  it('grades a working day by the hours from first in to last out: 6 h present, 3 h half day, less absent', () => {
    expect(worked('09:00:00', '15:00:00')).toEqual({ firstIn: '09:00:00', lastOut: '15:00:00', workedMinutes: 360, status: 'present' });
    expect(worked('09:00:00', '14:59:00').status).toBe('half_day');
    expect(worked('09:00:00', '12:00:00').status).toBe('half_day');
    expect(worked('09:00:00', '11:59:59')).toMatchObject({ workedMinutes: 179, status: 'absent' });
    expect(summariseDay(facts({})).status).toBe('absent');
  });

  it('counts a single punch as no time worked, except today, which is not over', () => {
    expect(worked('09:00:00', '09:00:00', { punchCount: 1 })).toMatchObject({ workedMinutes: 0, status: 'absent' });
    expect(worked('09:00:00', '09:00:00', { punchCount: 1, today: '2026-11-16' }).status).toBe('present');
    expect(summariseDay(facts({ today: '2026-11-16' })).status).toBe('absent');
  });

  it('keeps weekends and holidays so even when worked, but shows the time', () => {
    expect(worked('10:00:00', '17:00:00', { date: '2026-11-21', weekend: true })).toMatchObject({ status: 'weekend', workedMinutes: 420 });
    expect(worked('10:00:00', '17:00:00', { holiday: 'Diwali' }).status).toBe('holiday');
    expect(summariseDay(facts({ date: '2026-11-21', weekend: true, holiday: 'Diwali' })).status).toBe('holiday');
  });

  it('puts approved full-day leave first on working days only, and half-day leave after weekends and holidays', () => {
    expect(worked('09:00:00', '18:00:00', { leaveDuration: 'full_day' }).status).toBe('on_leave');
    expect(summariseDay(facts({ date: '2026-11-21', weekend: true, leaveDuration: 'full_day' })).status).toBe('weekend');
    expect(summariseDay(facts({ holiday: 'Diwali', leaveDuration: 'full_day' })).status).toBe('holiday');
    expect(worked('13:30:00', '18:00:00', { leaveDuration: 'first_half' }).status).toBe('half_day');
    expect(summariseDay(facts({ leaveDuration: 'second_half' })).status).toBe('half_day');
  });

  it('replaces the punches with an approved regularisation’s times, on any day but one of full-day leave', () => {
    const regularised = { regularisedIn: '09:30:00', regularisedOut: '18:30:00' };
    expect(worked('09:40:00', '09:40:00', { punchCount: 1, ...regularised })).toEqual({ firstIn: '09:30:00', lastOut: '18:30:00', workedMinutes: 540, status: 'regularised' });
    expect(summariseDay(facts({ date: '2026-11-21', weekend: true, ...regularised })).status).toBe('regularised');
    expect(summariseDay(facts({ leaveDuration: 'full_day', ...regularised })).status).toBe('on_leave');
  });
});
