import { describe, expect, it } from 'vitest';
import { needsRegularising } from '@/components/attendance/calendar/needs-regularising';
import type { AttendanceDay } from '@/lib/attendance/hooks';

const TODAY = '2026-11-27';
const MAX_DAYS = 30;

/** A complete past working day: nine hours, two punches, inside the fence. */
function day(overrides: Partial<AttendanceDay> = {}): AttendanceDay {
  return {
    date: '2026-11-20',
    firstIn: '09:00:00',
    lastOut: '18:00:00',
    workedMinutes: 540,
    status: 'present',
    punchCount: 2,
    holiday: null,
    leave: null,
    regularisation: null,
    flagged: false,
    ...overrides,
  };
}

const offered = (overrides: Partial<AttendanceDay>) => needsRegularising(day(overrides), TODAY, MAX_DAYS);

describe('needsRegularising', () => {
  it('is not offered on a complete day', () => {
    expect(offered({})).toBe(false);
  });

  it('is offered on a missing punch, a short day, an absent day and a flagged day', () => {
    expect(offered({ punchCount: 1, lastOut: '09:00:00', workedMinutes: 0, status: 'absent' })).toBe(true);
    expect(offered({ lastOut: '13:30:00', workedMinutes: 270, status: 'half_day' })).toBe(true);
    expect(offered({ firstIn: null, lastOut: null, workedMinutes: 0, punchCount: 0, status: 'absent' })).toBe(true);
    expect(offered({ flagged: true })).toBe(true);
  });

  it('is never offered on weekends, holidays, leave or an approved regularisation, whatever their hours', () => {
    const short = { workedMinutes: 60, punchCount: 1, flagged: true };
    expect(offered({ ...short, status: 'weekend' })).toBe(false);
    expect(offered({ ...short, status: 'holiday', holiday: 'Diwali' })).toBe(false);
    expect(offered({ ...short, status: 'on_leave', leave: { requestId: 'LV-000001', leaveType: 'CL', leaveDuration: 'full_day' } })).toBe(false);
    expect(offered({ ...short, status: 'half_day', leave: { requestId: 'LV-000002', leaveType: 'CL', leaveDuration: 'first_half' } })).toBe(false);
    expect(offered({ ...short, status: 'regularised' })).toBe(false);
  });

  it('is offered only on past days within reach, and not while a request waits', () => {
    const absent = { firstIn: null, lastOut: null, workedMinutes: 0, punchCount: 0, status: 'absent' as const };
    expect(offered({ ...absent, date: TODAY })).toBe(false);
    expect(offered({ ...absent, date: '2026-11-28' })).toBe(false);
    expect(offered({ ...absent, date: '2026-10-28' })).toBe(true);
    expect(offered({ ...absent, date: '2026-10-27' })).toBe(false);
    expect(offered({ ...absent, regularisation: { regularisationId: 'REG-000001', status: 'pending' } })).toBe(false);
    expect(offered({ ...absent, regularisation: { regularisationId: 'REG-000001', status: 'rejected' } })).toBe(true);
  });
});
