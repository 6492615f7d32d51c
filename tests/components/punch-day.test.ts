import { describe, expect, it } from 'vitest';
import { queuedPunch } from '@/components/attendance/punch/queue';
import { punchDayState, punchRows } from '@/components/attendance/punch/rows';
import type { PunchRecord } from '@/lib/attendance/hooks';

const TODAY = '2026-11-27';

function recorded(time: string, date = TODAY): PunchRecord {
  return {
    punchId: `PUN-${date}-${time}`,
    punchDate: date,
    punchTime: time,
    receivedAt: `${date}T${time}+05:30`,
    source: 'web',
    latitudeCoordinate: null,
    longitudeCoordinate: null,
    location: null,
    distanceMeters: null,
    insideGeofence: null,
    queued: false,
    review: null,
  };
}

const rowsOf = (times: string[], queue = [] as ReturnType<typeof queuedPunch>[]) =>
  punchRows({ today: TODAY, recorded: times.map((t) => recorded(t)), queue, synced: [], sendingKey: null, office: undefined });

describe('punchRows', () => {
  it('labels each of today’s punches In or Out in turn, with one kept on the device among them', () => {
    const kept = queuedPunch('k', { date: TODAY, time: '13:30:00' }, null);
    const rows = rowsOf(['09:00:00', '13:00:00', '14:10:00'], [kept]);
    expect(rows.map((r) => `${r.time} ${r.role}`)).toEqual(['09:00:00 In', '13:00:00 Out', '13:30:00 In', '14:10:00 Out']);
  });

  it('gives no label to a refused punch or another day’s', () => {
    const refusedPunch = { ...queuedPunch('r', { date: TODAY, time: '10:00:00' }, null), refusal: 'Too far' };
    const yesterday = { ...queuedPunch('y', { date: '2026-11-26', time: '18:00:00' }, null) };
    const rows = rowsOf(['09:00:00', '11:00:00'], [refusedPunch, yesterday]);
    expect(rows.map((r) => `${r.date} ${r.time} ${r.role}`)).toEqual([
      '2026-11-26 18:00:00 null',
      `${TODAY} 09:00:00 In`,
      `${TODAY} 10:00:00 null`,
      `${TODAY} 11:00:00 Out`,
    ]);
  });

  it('gives no label to a punch the approver rejected, as the server no longer counts it, but keeps accepted ones', () => {
    const reviewed = (time: string, status: 'accepted' | 'rejected') => ({ ...recorded(time), review: { status, by: 'manager', at: `${TODAY}T12:00:00Z`, comments: null } });
    const rows = punchRows({ today: TODAY, recorded: [recorded('09:00:00'), reviewed('10:00:00', 'rejected'), reviewed('11:00:00', 'accepted')], queue: [], synced: [], sendingKey: null, office: undefined });
    expect(rows.map((r) => `${r.time} ${r.role} ${r.review?.status ?? '-'}`)).toEqual(['09:00:00 In -', '10:00:00 null rejected', '11:00:00 Out accepted']);
    expect(punchDayState(rows)).toBe('out');
  });
});

describe('punchDayState', () => {
  it('is none before the first punch, in after an in and out after an out', () => {
    expect(punchDayState(rowsOf([]))).toBe('none');
    expect(punchDayState(rowsOf(['09:00:00']))).toBe('in');
    expect(punchDayState(rowsOf(['09:00:00', '13:00:00']))).toBe('out');
    expect(punchDayState(rowsOf(['09:00:00', '13:00:00', '13:45:00']))).toBe('in');
  });

  it('is done once out with a full day (six hours) from the first in to the last out', () => {
    expect(punchDayState(rowsOf(['09:00:00', '14:59:00']))).toBe('out');
    expect(punchDayState(rowsOf(['09:00:00', '15:00:00']))).toBe('done');
    expect(punchDayState(rowsOf(['09:00:00', '13:00:00', '14:00:00', '18:30:00']))).toBe('done');
    // Back in after a full day: in again, until the next out.
    expect(punchDayState(rowsOf(['09:00:00', '15:00:00', '19:00:00']))).toBe('in');
  });
});
