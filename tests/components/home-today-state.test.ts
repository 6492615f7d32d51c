import { describe, expect, it } from 'vitest';
import type { PunchRow } from '@/components/attendance/punch/rows';
import { todayState, todayWords, type TodayState } from '@/components/home/today-state';

const TODAY = '2026-11-26';

/** Today's punches as punchRows gives them: in, out, in, ... */
function rows(...times: string[]): PunchRow[] {
  return times.map((time, i) => ({
    id: `PUN-${i}`,
    date: TODAY,
    time,
    role: i % 2 === 0 ? 'In' : 'Out',
    distanceMeters: 20,
    insideGeofence: true,
    source: 'web',
    sentLate: false,
    state: 'recorded',
    refusal: null,
    review: null,
  }));
}

const words = (state: TodayState) => todayWords(state, (time) => time.slice(0, 5));

describe('what the home page says of today', () => {
  it('before any punch', () => {
    expect(words(todayState([], '08:00:00'))).toBe('Not punched in yet today');
  });

  it('in since the first punch, for as long as it has been', () => {
    expect(todayState(rows('09:30:00'), '13:42:10')).toEqual({ kind: 'in', since: '09:30:00', minutes: 252 });
    expect(words(todayState(rows('09:30:00'), '13:42:10'))).toBe('In since 09:30 · 4h 12m');
    expect(words(todayState(rows('09:30:00'), '09:30:40'))).toBe('In since 09:30 · 0m');
  });

  it('out before a full day: the hours from the first in to the last out', () => {
    expect(words(todayState(rows('09:30:00', '11:00:00', '13:05:00', '14:00:00'), '14:30:00'))).toBe('Out at 14:00 · 4h 30m since 09:30');
  });

  it('in again after going out: in since the latest in', () => {
    expect(todayState(rows('09:30:00', '11:00:00', '13:05:00'), '14:00:00')).toEqual({ kind: 'in', since: '13:05:00', minutes: 55 });
  });

  it('done for today once a full day (6 hours) lies between in and out', () => {
    expect(todayState(rows('09:30:00', '15:30:00'), '16:00:00').kind).toBe('done');
    expect(words(todayState(rows('09:30:00', '18:05:00'), '19:00:00'))).toBe('Done for today · 8h 35m, 09:30 to 18:05');
    expect(todayState(rows('09:30:00', '15:29:00'), '16:00:00').kind).toBe('out');
  });

  it('counts a punch still kept on this device, not one the office refused', () => {
    const kept = rows('09:30:00', '18:00:00').map((r, i) => (i === 1 ? { ...r, state: 'waiting' as const } : r));
    expect(todayState(kept, '18:10:00').kind).toBe('done');
    const refused: PunchRow[] = [{ ...rows('09:30:00')[0]!, role: null, state: 'refused', refusal: 'Outside the fence' }];
    expect(todayState(refused, '10:00:00').kind).toBe('not-punched');
  });
});
