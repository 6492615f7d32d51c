// npm run lighthouse [-- URL] [--user NAME] [--runs N]
// Audits one page (default http://localhost:3000/careers, or LIGHTHOUSE_URL) as Lighthouse's default
// mobile device for performance and accessibility, prints the scores and key metrics, and exits 1 when a
// score is under its threshold (LIGHTHOUSE_MIN_PERFORMANCE, default 90; LIGHTHOUSE_MIN_ACCESSIBILITY,
// default 95, and 100 on the home page `/`). `--user` signs in first (password LIGHTHOUSE_PASSWORD, default the demo one) for the
// signed-in pages; `--runs N` audits N times and judges the median, as one run's performance score
// varies on a busy machine. It needs a running server: build with `npm run build` (Next.js alone would
// leave out the compile hint and the server's bundle) and start the production server. The results go
// to bench/results/lighthouse-latest.md too, one section per page, replacing that page's previous one.
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { latestResultsFile, markdownTable, whenAndWhere, writeSection } from '../bench/results-files';
import { parseArgs } from './args';
import { sessionCookie } from './session-cookie';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const METRICS = [
  ['First Contentful Paint', 'first-contentful-paint'],
  ['Largest Contentful Paint', 'largest-contentful-paint'],
  ['Total Blocking Time', 'total-blocking-time'],
  ['Cumulative Layout Shift', 'cumulative-layout-shift'],
] as const;

type Category = 'performance' | 'accessibility';

/** Pages whose issue set a higher bar than the default (the home page: issue 29). */
const PAGE_MINIMUM: Readonly<Record<string, Partial<Record<Category, number>>>> = { '/': { accessibility: 100 } };
type Audit = {
  scores: Record<Category, number>;
  metrics: number[];
  displayed: string[];
  failing: string[];
  benchmarkIndex: number;
  version: string;
  formFactor: string;
  cpuSlowdown: number;
  finalUrl: string;
  browser: string;
};

function numberIn(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    console.error(`${name} must be a number from 0 to ${max}, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

const threshold = (name: string, fallback: number) => numberIn(name, process.env[name], fallback, 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** Fails fast with a hint instead of letting Lighthouse report an unreachable page as a score of 0. */
async function assertReachable(url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'manual' });
  } catch {
    console.error(
      `Cannot reach ${url}. Start the production server first, for example:\n` +
        '  npm run build && PORT=3000 DATABASE_URL=/tmp/lh/hr.db ALLOW_INSECURE_LOCALHOST=1 NODE_ENV=production node .next/hr-server/server.mjs',
    );
    process.exit(2);
  }
}

async function audit(url: string, port: number, cookie: string | undefined, cpuSlowdown: number | undefined): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // Merged into the default mobile throttling, whose network settings stay.
    ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Name what cost accessibility points, so a failing run says what to fix.
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `  - ${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility') },
    metrics: METRICS.map(([, id]) => lhr.audits[id]?.numericValue ?? Number.NaN),
    displayed: METRICS.map(([, id]) => lhr.audits[id]?.displayValue ?? 'n/a'),
    failing,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    version: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    finalUrl: lhr.finalDisplayedUrl,
    browser: /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium',
  };
}

/** Milliseconds as Lighthouse shows them (1.2 s, 30 ms); layout shift unitless. */
function display(id: string, value: number): string {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

const RESULTS_TITLE = [
  '# Lighthouse (mobile)',
  '',
  '`npm run lighthouse` (scripts/lighthouse.ts), one section per page, each the latest audit of that page; the method and the targets are explained in [docs/performance.md](../../docs/performance.md).',
].join('\n');

interface ResultsInput {
  page: string;
  user: string | undefined;
  audits: readonly Audit[];
  scores: Record<Category, number>;
  minimum: Record<Category, number>;
  loadAverage: readonly number[];
}

/** The page's section of bench/results/lighthouse-latest.md: medians, then every run's performance score. */
function resultsSection({ page, user, audits, scores, minimum, loadAverage }: ResultsInput): { heading: string; section: string } {
  const [first] = audits;
  const slowdown = first && first.cpuSlowdown !== 4 ? `, ${first.cpuSlowdown}x CPU slowdown` : '';
  const heading = `\`${page}\`${user ? ` (${user})` : ''}${slowdown}`;
  const benchmarks = audits.map((a) => a.benchmarkIndex);
  const medians = METRICS.map(([, id], i) => display(id, median(audits.map((a) => a.metrics[i] ?? Number.NaN))));
  const below = (['performance', 'accessibility'] as const).filter((id) => scores[id] < minimum[id]);
  const section = [
    `## ${heading}`,
    '',
    ...whenAndWhere(new Date(), loadAverage),
    `- Audit: Lighthouse ${first?.version ?? ''}, ${first?.formFactor ?? ''}, ${first?.cpuSlowdown ?? ''}x CPU slowdown, in ${first?.browser ?? ''}, of ${first?.finalUrl ?? page}; CPU benchmark ${Math.min(...benchmarks)} to ${Math.max(...benchmarks)}`,
    `- Figures are medians of ${audits.length} run(s)`,
    '',
    markdownTable(
      ['performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'performance of each run'],
      [[String(scores.performance), String(scores.accessibility), ...medians, audits.map((a) => a.scores.performance).join(', ')]],
      new Set([0, 1]),
    ),
    '',
    `- Result: ${below.length ? `FAIL (${below.join(', ')} below the minimum)` : 'PASS'} (minimum performance ${minimum.performance}, accessibility ${minimum.accessibility})`,
  ].join('\n');
  return { heading, section };
}

async function main(): Promise<void> {
  const loadAverage = os.loadavg();
  const { positional, options } = parseArgs(process.argv.slice(2));
  const url = positional[0] || process.env.LIGHTHOUSE_URL || 'http://localhost:3000/careers';
  const user = options.get('user');
  const rawRuns = options.get('runs');
  const runs = Math.max(1, Math.round(numberIn('--runs', typeof rawRuns === 'string' ? rawRuns : undefined, 1, 20)));
  const rawSlowdown = options.get('cpu-slowdown');
  if (rawSlowdown === true) {
    console.error('--cpu-slowdown needs a number, for example --cpu-slowdown 8.');
    process.exit(2);
  }
  // 1 is no slowdown.
  const cpuSlowdown = rawSlowdown === undefined ? undefined : Math.max(1, numberIn('--cpu-slowdown', rawSlowdown, 4, 20));
  const own = PAGE_MINIMUM[new URL(url).pathname] ?? {};
  const minimum = {
    performance: threshold('LIGHTHOUSE_MIN_PERFORMANCE', own.performance ?? 90),
    accessibility: threshold('LIGHTHOUSE_MIN_ACCESSIBILITY', own.accessibility ?? 95),
  };
  await assertReachable(url);
  const cookie = typeof user === 'string' ? await sessionCookie(url, user, process.env.LIGHTHOUSE_PASSWORD || 'Demo@1234') : undefined;

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const audits: Audit[] = [];
    for (let run = 1; run <= runs; run++) {
      const one = await audit(url, chrome.port, cookie, cpuSlowdown);
      audits.push(one);
      // The CPU benchmark says how busy the machine was: Lighthouse scales task times by a fixed factor (4x, or --cpu-slowdown).
      console.log(`run ${run}: performance ${one.scores.performance}, accessibility ${one.scores.accessibility}, ${METRICS.map(([check], i) => `${check} ${one.displayed[i]}`).join(', ')}, CPU benchmark ${one.benchmarkIndex}`);
    }
    const [first] = audits;
    if (!first) return;
    const scores = { performance: median(audits.map((a) => a.scores.performance)), accessibility: median(audits.map((a) => a.scores.accessibility)) };
    // A redirect to /signin would audit the wrong page and still score well.
    const asked = new URL(url);
    const ended = new URL(first.finalUrl);
    if (ended.origin !== asked.origin || ended.pathname !== asked.pathname) throw new Error(`Lighthouse ended on ${first.finalUrl}, not ${url}: sign in with --user?`);

    console.log(`Lighthouse ${first.version}, ${first.formFactor}, ${first.cpuSlowdown}x CPU slowdown${user ? `, signed in as ${user}` : ''}: ${first.finalUrl}${audits.length > 1 ? ` (median of ${audits.length} runs)` : ''}`);
    console.table([
      { check: 'Performance', value: String(scores.performance), minimum: String(minimum.performance) },
      { check: 'Accessibility', value: String(scores.accessibility), minimum: String(minimum.accessibility) },
      ...METRICS.map(([check, id], i) => ({ check, value: display(id, median(audits.map((a) => a.metrics[i] ?? Number.NaN))), minimum: '' })),
    ]);
    const failing = [...new Set(audits.flatMap((a) => a.failing))];
    if (failing.length > 0) console.log(`Accessibility audits that failed:\n${failing.join('\n')}`);

    const { heading, section } = resultsSection({ page: new URL(url).pathname, user: typeof user === 'string' ? user : undefined, audits, scores, minimum, loadAverage });
    const file = latestResultsFile('lighthouse');
    writeSection(file, heading, section, RESULTS_TITLE);
    console.log(`Written to bench/results/${path.basename(file)} (section ${heading}).`);

    const below = (['performance', 'accessibility'] as const).filter((id) => scores[id] < minimum[id]);
    if (below.length > 0) {
      console.error(`Below the threshold: ${below.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
