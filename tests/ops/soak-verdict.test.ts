import { describe, expect, it } from 'vitest';
import { judgeSoak, type SoakWindow } from '@/scripts/ops/soak-verdict';

const window = (at: number, p99: number, rss: number, errors = 0): SoakWindow => ({
  at,
  responses: 100,
  // 98 fast answers and two at `p99`: the p99 of two windows together is the lower of their two `p99`s.
  latencies: [...Array<number>(98).fill(2), p99, p99],
  errors,
  statuses: errors ? { 500: errors } : {},
  rss,
});
const MB = 1024 * 1024;

describe('judgeSoak', () => {
  it('passes a steady run: no errors, p99 within twice the first minute after warm-up, memory within 10%', () => {
    const windows = [window(30, 90, 300 * MB), window(60, 40, 500 * MB), window(90, 40, 505 * MB), window(120, 50, 510 * MB), window(150, 70, 540 * MB), window(180, 75, 549 * MB)];
    const verdict = judgeSoak(windows, 2);
    expect(verdict.failures).toEqual([]);
    expect(verdict).toMatchObject({ firstP99: 40, lastP99: 70, firstHalfPeakRss: 510 * MB, secondHalfPeakRss: 549 * MB });
  });

  it('compares the peaks of the two halves after warm-up: a sawtooth passes, a climb fails', () => {
    const rss = (mbs: number[]) => [window(30, 5, 600 * MB), ...mbs.map((m, i) => window(60 + 30 * i, 5, m * MB))];
    // Warm-up ends in a trough and the run in a peak: the collector's sawtooth, not growth.
    expect(judgeSoak(rss([300, 700, 400, 650, 350, 690]), 1).failures).toEqual([]);
    // The same readings at the two ends, but memory climbing in between.
    expect(judgeSoak(rss([300, 550, 600, 620, 450, 690]), 1).failures.join('\n')).toMatch(/memory grew 15\.0% after warm-up \(peak 600 MB in the first half, 690 MB in the second\)/);
  });

  it('fails on an error, a p99 that more than doubles, memory that grows 10% or more, or too short a run', () => {
    const windows = [window(30, 5, 500 * MB), window(60, 40, 500 * MB, 1), window(90, 40, 500 * MB), window(120, 100, 500 * MB), window(150, 100, 560 * MB)];
    const failures = judgeSoak(windows, 1).failures.join('\n');
    expect(failures).toMatch(/1 errors/);
    expect(failures).toMatch(/p99 not steady: 100\.0 ms/);
    expect(failures).toMatch(/memory grew 12\.0%/);
    expect(judgeSoak(windows, 2).failures.join('\n')).toMatch(/only 3 windows after warm-up/);
  });

  it('a few milliseconds more are noise, not a trend', () => {
    const windows = [window(30, 3, MB), window(60, 3, MB), window(90, 3, MB), window(120, 19, MB), window(150, 19, MB)];
    expect(judgeSoak(windows, 1).failures).toEqual([]);
  });
});
