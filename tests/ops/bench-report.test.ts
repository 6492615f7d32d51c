import { describe, expect, it } from 'vitest';
import type { RoundResult } from '@/bench/load';
import { applyRelativeTargets, summarize } from '@/bench/report';
import type { Scenario } from '@/bench/scenarios';

const scenario: Scenario = { name: 'a read', method: 'GET', path: '/api/health', target: { minRatio: 0.7 } };
const round = (rps: number, baselineRps: number): RoundResult => ({
  rps,
  baselineRps,
  p50: 5,
  p99: 10,
  errors: 0,
  timeouts: 0,
  connectionErrors: 0,
  responses: rps * 5,
  unanswered: 0,
  statuses: { 200: rps * 5 },
});

describe('summarize', () => {
  it('judges the median of the per-round ratios, each against its own baseline', () => {
    // Per round 70%, 75% and 67%: a median of 70%, where the ratio of the medians (800 / 1200) would be 67%.
    const summary = summarize(scenario, [round(700, 1000), round(1500, 2000), round(800, 1200)]);
    expect(summary.ratio).toBeCloseTo(0.7);
    expect(summary.verdict).toBe('PASS');
  });

  it('names a miss of less than half a point with a decimal, not as "70% < 70%"', () => {
    const summary = summarize(scenario, [round(696, 1000), round(698, 1000), round(690, 1000)]);
    expect(summary.verdict).toBe('FAIL');
    expect(summary.failures).toEqual(['ratio 69.6% < 70%']);
  });
});

describe('applyRelativeTargets', () => {
  it('holds a scenario’s req/s to a multiple of another’s from the same run', () => {
    const alone: Scenario = { name: 'one at a time', method: 'POST', path: '/p', target: { maxErrors: 0 } };
    const pooled: Scenario = { name: 'four at once', method: 'POST', path: '/p', target: { minRpsOf: { of: 'one at a time', factor: 1.5 } } };
    const judge = (rps: number) => applyRelativeTargets([summarize(alone, [round(100, 1000)]), summarize(pooled, [round(rps, 1000)])])[1];
    expect(judge(150)?.verdict).toBe('PASS');
    expect(judge(140)?.verdict).toBe('FAIL');
    expect(judge(140)?.failures).toEqual(['140 req/s < 1.5 × 100 req/s']);
  });
});
