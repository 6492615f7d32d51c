import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkGeofence, describeDistance, distanceMeters } from '@/lib/attendance/geo';
import { formatClock, instantOf, isCompleteDate, minutesBetween, orgDate, wallClock } from '@/lib/time';

describe('distanceMeters', () => {
  it('gives great-circle distances: zero, a known city pair, and across the antimeridian', () => {
    const blr = { latitude: 12.9698, longitude: 77.75 };
    expect(distanceMeters(blr, blr)).toBe(0);
    // Bengaluru to Mumbai is about 845 km as the crow flies.
    const km = distanceMeters(blr, { latitude: 19.0656, longitude: 72.8644 }) / 1000;
    expect(km).toBeGreaterThan(830);
    expect(km).toBeLessThan(860);
    // One degree of longitude on the equator is 111.2 km, whichever way round.
    expect(distanceMeters({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111_195, -2);
  });

  it('is inside a fence up to its radius and outside beyond', () => {
    const fence = { latitude: 0, longitude: 0, radiusMeters: 250 };
    // 0.002 degrees of latitude is about 222 m; 0.003 about 334 m.
    expect(checkGeofence(fence, { latitude: 0.002, longitude: 0 })).toEqual({ distanceMeters: 222, insideGeofence: true });
    expect(checkGeofence(fence, { latitude: 0.003, longitude: 0 }).insideGeofence).toBe(false);
  });

  it('says distances as people do', () => {
    expect(describeDistance(120)).toBe('120 m');
    expect(describeDistance(3420)).toBe('3.4 km');
    expect(describeDistance(845_300)).toBe('845 km');
  });
});

describe('wallClock and instantOf', () => {
  afterEach(() => {
    delete process.env.ORG_TIMEZONE;
  });

  it('reads and sets clocks in the organisation’s zone, India by default', () => {
    const instant = new Date('2026-11-21T20:15:30Z');
    expect(wallClock(instant)).toEqual({ date: '2026-11-22', time: '01:45:30' });
    expect(new Date(instantOf('2026-11-22', '01:45:30')).toISOString()).toBe('2026-11-21T20:15:30.000Z');
  });

  it('follows a zone with summer time on both sides of the change', () => {
    process.env.ORG_TIMEZONE = 'Europe/London';
    expect(new Date(instantOf('2026-07-01', '09:00:00')).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(new Date(instantOf('2026-12-01', '09:00:00')).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(wallClock(new Date('2026-07-01T08:00:00Z'))).toEqual({ date: '2026-07-01', time: '09:00:00' });
  });

  it('counts whole minutes between two times of a day', () => {
    expect(minutesBetween('09:00:00', '18:30:59')).toBe(570);
    expect(minutesBetween('18:00:00', '09:00:00')).toBe(0);
  });

  it('writes wall-clock times 24-hour, with the zone’s label when given', () => {
    expect(formatClock('09:05:59')).toBe('09:05');
    expect(formatClock('18:30')).toBe('18:30');
    expect(formatClock('18:30:00', 'IST')).toBe('18:30 IST');
  });
});

describe('isCompleteDate', () => {
  it('refuses what a date box holds while its year is typed digit by digit', () => {
    for (const partial of ['0002-03-14', '0020-03-14', '0202-03-14']) expect(isCompleteDate(partial)).toBe(false);
    expect(isCompleteDate('2026-03-14')).toBe(true);
  });

  it('refuses empty boxes, other shapes and days the calendar does not have', () => {
    for (const value of [undefined, '', '2026-3-14', '20260-03-14', '2026-02-29', '2026-13-01', '2026-04-31']) expect(isCompleteDate(value)).toBe(false);
    expect(isCompleteDate('2028-02-29')).toBe(true);
  });
});

describe('orgDate', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.ORG_TIMEZONE;
  });

  it('turns to the next day at midnight in the organisation’s zone, to the second', () => {
    vi.useFakeTimers();
    // Midnight in India is 18:30 UTC; asked within the minute before it, then in the second it turns.
    vi.setSystemTime(new Date('2026-12-31T18:29:30Z'));
    expect(orgDate()).toBe('2026-12-31');
    vi.setSystemTime(new Date('2026-12-31T18:29:59.999Z'));
    expect(orgDate()).toBe('2026-12-31');
    vi.setSystemTime(new Date('2026-12-31T18:30:00Z'));
    expect(orgDate()).toBe('2027-01-01');
    expect(orgDate(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
  });

  it('follows a change of ORG_TIMEZONE within the same minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-31T20:00:00Z'));
    expect(orgDate()).toBe('2027-01-01');
    process.env.ORG_TIMEZONE = 'America/New_York';
    expect(orgDate()).toBe('2026-12-31');
  });
});
