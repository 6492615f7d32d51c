// What a soak run must show, decided from its 30-second windows (see docs/performance.md).
import { percentile } from '../../bench/stats';

export interface SoakWindow {
  /** Seconds since the soak started, at the window's end. */
  at: number;
  responses: number;
  /** Response times in milliseconds. */
  latencies: number[];
  /** Non-2xx answers, timeouts and connection errors. */
  errors: number;
  /** The errors by status code (or error message). */
  statuses: Record<string, number>;
  /** Resident memory of all the server's processes at the window's end, in bytes. */
  rss: number;
}

/** The last minute's p99 may be this many times the first minute's after warm-up... */
export const P99_FACTOR = 2;
/** ...or this many milliseconds above it: on a shared machine a few milliseconds are noise, not a trend. */
export const P99_SLACK_MS = 20;
export const MAX_MEMORY_GROWTH = 0.1;

export interface SoakVerdict {
  errors: number;
  /** p99 over the first minute after warm-up and over the last minute. */
  firstP99: number;
  lastP99: number;
  /**
   * Peak RSS over the first and over the second half of the windows after warm-up. The collector makes
   * memory a sawtooth hundreds of megabytes deep, so two single readings compared a trough with a peak
   * as often as growth; the peaks of two halves compare the envelopes, which a leak lifts.
   */
  firstHalfPeakRss: number;
  secondHalfPeakRss: number;
  /** How much the second half's peak exceeds the first half's, as a fraction (0.1 is 10%). */
  memoryGrowth: number;
  failures: string[];
}

const p99Of = (windows: readonly SoakWindow[]) => percentile(windows.flatMap((w) => w.latencies), 99);
const peakRss = (windows: readonly SoakWindow[]) => (windows.length ? Math.max(...windows.map((w) => w.rss)) : Number.NaN);

/** `warmupWindows`: how many windows the warm-up takes; a minute is two windows. */
export function judgeSoak(windows: readonly SoakWindow[], warmupWindows: number): SoakVerdict {
  const failures: string[] = [];
  const errors = windows.reduce((n, w) => n + w.errors, 0);
  if (errors > 0) failures.push(`${errors} errors`);
  const measured = windows.slice(warmupWindows);
  if (measured.length < 4) failures.push(`only ${measured.length} windows after warm-up: the run needs at least two minutes more than the warm-up`);
  const firstP99 = p99Of(measured.slice(0, 2));
  const lastP99 = p99Of(measured.slice(-2));
  if (!(lastP99 <= Math.max(P99_FACTOR * firstP99, firstP99 + P99_SLACK_MS))) {
    failures.push(`p99 not steady: ${lastP99.toFixed(1)} ms in the last minute, ${firstP99.toFixed(1)} ms in the first after warm-up`);
  }
  const half = Math.floor(measured.length / 2);
  const firstHalfPeakRss = peakRss(measured.slice(0, half));
  const secondHalfPeakRss = peakRss(measured.slice(half));
  const memoryGrowth = secondHalfPeakRss / firstHalfPeakRss - 1;
  if (!(memoryGrowth < MAX_MEMORY_GROWTH)) {
    failures.push(
      `memory grew ${(memoryGrowth * 100).toFixed(1)}% after warm-up (peak ${mb(firstHalfPeakRss)} MB in the first half, ${mb(secondHalfPeakRss)} MB in the second)`,
    );
  }
  return { errors, firstP99, lastP99, firstHalfPeakRss, secondHalfPeakRss, memoryGrowth, failures };
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
