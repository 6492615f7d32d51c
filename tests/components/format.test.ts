import { afterEach, describe, expect, it } from 'vitest';
import { maskPan } from '@/components/ui/format';
import { browserZoneDiffers, describeZone, formatOrgDay, formatOrgInstant } from '@/components/ui/org-zone';

const browserZone = process.env.TZ;
/** The zone the "browser" (this process's Date) reads its clock in. */
function browserIn(zone: string) {
  process.env.TZ = zone;
}
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const IST = describeZone('Asia/Kolkata', new Date('2026-11-27T04:00:00Z'));

describe('describeZone', () => {
  it('names India’s zone IST, with its one offset all year', () => {
    expect(IST).toEqual({ name: 'Asia/Kolkata', label: 'IST', fixedOffsetMinutes: 330 });
  });

  it('gives a zone with daylight saving no fixed offset', () => {
    expect(describeZone('Europe/London', new Date('2026-07-01T00:00:00Z')).fixedOffsetMinutes).toBeNull();
  });
});

describe('times on the organisation’s clock', () => {
  it('writes an instant as the organisation’s clock showed it, whatever the browser’s zone', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      browserIn(zone);
      expect(formatOrgInstant('2026-03-12T04:00:00Z', IST)).toBe('12 Mar 2026, 09:30');
      expect(formatOrgInstant('2026-03-12T20:00:00Z', IST, 'IST')).toBe('13 Mar 2026, 01:30 IST');
      expect(formatOrgDay('2026-03-12T20:00:00Z', IST)).toBe('13 Mar 2026');
    }
  });

  it('follows daylight saving in a zone that has it', () => {
    const london = describeZone('Europe/London', new Date('2026-07-01T00:00:00Z'));
    expect(formatOrgInstant('2026-07-01T12:00:00Z', london)).toBe('1 Jul 2026, 13:00');
    expect(formatOrgInstant('2026-01-15T12:00:00Z', london)).toBe('15 Jan 2026, 12:00');
  });

  it('says the browser’s zone differs only when its clock reads differently', () => {
    browserIn('America/New_York');
    expect(browserZoneDiffers(IST)).toBe(true);
    browserIn('Asia/Kolkata');
    expect(browserZoneDiffers(IST)).toBe(false);
    // Another name for the same clock is not a different zone.
    browserIn('Asia/Calcutta');
    expect(browserZoneDiffers(IST)).toBe(false);
  });

  it('shows what is not an instant as it is', () => {
    expect(formatOrgInstant('yesterday', IST)).toBe('yesterday');
    expect(formatOrgDay('yesterday', IST)).toBe('yesterday');
  });
});

describe('maskPan', () => {
  it('hides all but the last four characters', () => {
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskPan('XXXXXX234F')).toBe('XXXXXX234F');
    expect(maskPan('34F')).toBe('34F');
  });
});
