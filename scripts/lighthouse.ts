// npm run lighthouse [-- URL]
// Audits one page (default http://localhost:3000/careers, or LIGHTHOUSE_URL) as Lighthouse's default
// mobile device for performance and accessibility, prints the scores and key metrics, and exits 1 when a
// score is under its threshold (LIGHTHOUSE_MIN_PERFORMANCE, default 90; LIGHTHOUSE_MIN_ACCESSIBILITY,
// default 95). It needs a running server: build with `npx next build` and start the production server.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const METRICS = [
  ['First Contentful Paint', 'first-contentful-paint'],
  ['Largest Contentful Paint', 'largest-contentful-paint'],
  ['Total Blocking Time', 'total-blocking-time'],
  ['Cumulative Layout Shift', 'cumulative-layout-shift'],
] as const;

function threshold(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    console.error(`${name} must be a number from 0 to 100, not "${raw}".`);
    process.exit(2);
  }
  return value;
}

/** Fails fast with a hint instead of letting Lighthouse report an unreachable page as a score of 0. */
async function assertReachable(url: string): Promise<void> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'manual' });
  } catch {
    console.error(
      `Cannot reach ${url}. Start the production server first, for example:\n` +
        '  npx next build && PORT=3000 DATABASE_URL=/tmp/lh/hr.db ALLOW_INSECURE_LOCALHOST=1 NODE_ENV=production node --import tsx server.ts',
    );
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const url = process.argv[2] || process.env.LIGHTHOUSE_URL || 'http://localhost:3000/careers';
  const minimum = { performance: threshold('LIGHTHOUSE_MIN_PERFORMANCE', 90), accessibility: threshold('LIGHTHOUSE_MIN_ACCESSIBILITY', 95) };
  await assertReachable(url);

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);

    const score = (id: 'performance' | 'accessibility') => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scores = { performance: score('performance'), accessibility: score('accessibility') };
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}: ${lhr.finalDisplayedUrl}`);
    console.table([
      { check: 'Performance', value: String(scores.performance), minimum: String(minimum.performance) },
      { check: 'Accessibility', value: String(scores.accessibility), minimum: String(minimum.accessibility) },
      ...METRICS.map(([check, id]) => ({ check, value: lhr.audits[id]?.displayValue ?? 'n/a', minimum: '' })),
    ]);

    // Name what cost accessibility points, so a failing run says what to fix.
    const failing = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `  - ${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
    if (failing.length > 0) console.log(`Accessibility audits that failed:\n${failing.join('\n')}`);

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
