// What the bench holds each scenario to on each database, and the WORKERS=2 task's verdict.
import { describe, expect, it } from 'vitest';
import type { RoundResult } from '@/bench/load';
import { BASELINE, POSTGRES_MIN_RATIO, SCENARIOS, scenariosOn, targetOn, type Scenario } from '@/bench/scenarios';
import { judgeWorkers, MIN_WORKERS_SPEEDUP } from '@/bench/workers';

const byName = (name: string) => {
  const found = SCENARIOS.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

describe('targetOn', () => {
  it('keeps every scenario’s own target on SQLite', () => {
    for (const scenario of [BASELINE, ...SCENARIOS]) expect(targetOn(scenario, 'sqlite')).toBe(scenario.target);
    expect(scenariosOn(SCENARIOS, 'sqlite')).toEqual(SCENARIOS);
  });

  it('holds reads to 50% and writes to 40% of the baseline on PostgreSQL, with no errors', () => {
    expect(targetOn(byName('profile detail'), 'postgres')).toEqual({ minRatio: POSTGRES_MIN_RATIO.read, maxErrors: 0 });
    // Measured only on SQLite; on PostgreSQL every read has issue 31's target.
    expect(targetOn(byName('career portal job detail'), 'postgres')).toEqual({ minRatio: 0.5, maxErrors: 0 });
    // A write target in req/s on SQLite becomes the ratio.
    expect(targetOn(byName('leave apply (32 connections)'), 'postgres')).toEqual({ minRatio: POSTGRES_MIN_RATIO.write, maxErrors: 0 });
    expect(targetOn(byName('refer a candidate'), 'postgres')).toEqual({ minRatio: 0.4, maxErrors: 0 });
  });

  it('keeps the baseline’s own target, and those of scenarios whose work is not the database’s', () => {
    expect(targetOn(BASELINE, 'postgres')).toBe(BASELINE.target);
    const kept = SCENARIOS.filter((s) => s.onPostgres === 'keep');
    expect(kept.map((s) => s.name)).toContain('parse a 2-page PDF resume (one at a time)');
    for (const scenario of kept) expect(targetOn(scenario, 'postgres')).toBe(scenario.target);
  });

  it('keeps the checks afterwards on PostgreSQL: leave apply must still leave no balance below zero', () => {
    const onPostgres = scenariosOn(SCENARIOS, 'postgres');
    const leave = onPostgres.find((s) => s.name === 'leave apply (32 connections)') as Scenario;
    expect(leave.verify?.description).toMatch(/no balance below zero/);
    expect(onPostgres.filter((s) => s.verify).length).toBe(SCENARIOS.filter((s) => s.verify).length);
  });
});

const round = (rps: number, errors = 0): RoundResult => ({ rps, p50: 1, p99: 2, errors, timeouts: 0, connectionErrors: 0, responses: rps, unanswered: 0, statuses: { 200: rps } });

describe('judgeWorkers', () => {
  it('judges the median of the rounds’ ratios against 1.6× on PostgreSQL', () => {
    const rounds = [
      { one: round(1000), two: round(1700) },
      { one: round(800), two: round(1200) },
      { one: round(900), two: round(1500) },
    ];
    // 1.7, 1.5 and 1.67: a median of 1.67.
    expect(judgeWorkers(rounds, 'postgres')).toEqual({ ratio: 1500 / 900, failures: [] });
    const slow = judgeWorkers([{ one: round(1000), two: round(1500) }], 'postgres');
    expect(slow.failures).toEqual([`two processes 1.50× one, less than ${MIN_WORKERS_SPEEDUP}×`]);
  });

  it('says when the machine had no room for the target: one process left too little of it idle', () => {
    const crowded = judgeWorkers([{ one: round(1000), two: round(1350), oneBusy: 0.7 }], 'postgres');
    expect(crowded.failures).toEqual([`two processes 1.35× one, less than ${MIN_WORKERS_SPEEDUP}× (one process left this machine idle enough for about 1.43×)`]);
    const roomy = judgeWorkers([{ one: round(1000), two: round(1350), oneBusy: 0.5 }], 'postgres');
    expect(roomy.failures).toEqual([`two processes 1.35× one, less than ${MIN_WORKERS_SPEEDUP}×`]);
  });

  it('only reports the ratio on SQLite, but fails on errors on either', () => {
    expect(judgeWorkers([{ one: round(1000), two: round(1100) }], 'sqlite').failures).toEqual([]);
    expect(judgeWorkers([{ one: round(1000), two: round(2000, 3) }], 'sqlite').failures).toEqual(['3 errors']);
  });
});
