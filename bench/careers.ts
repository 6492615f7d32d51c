// The public career site as candidates and CDNs load it (issue 30): pages from Next.js's cache, a CDN
// revalidating with If-None-Match, keyword searches, and the first render after a job changes.
import { apiKeyHeaders } from './config';
import type { Task } from './tasks';

/** A job every bench database has open on the portal. */
export const CAREER_JOB_PAGE = '/careers/JOB-000042';

/** If-None-Match with /careers's ETag; empty until learnCareersEtag has run against the server. */
export const careersEtagHeaders: Record<string, string> = {};

/** Asks for /careers as a CDN would, to revalidate with its ETag afterwards. */
export async function learnCareersEtag(baseUrl: string): Promise<void> {
  // The render that fills the page cache streams out without an ETag; the cached page has one.
  await (await fetch(`${baseUrl}/careers`)).arrayBuffer();
  const response = await fetch(`${baseUrl}/careers`);
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`/careers answered ${response.status} without an ETag`);
  careersEtagHeaders['If-None-Match'] = etag;
}

/**
 * Searches as candidates type them: 12 common keywords, alone or with a location or an experience
 * range; each request differs from the one before, and each of the 48 comes back every 48 requests.
 */
const KEYWORDS = ['engineer', 'manager', 'developer', 'data', 'sales', 'python', 'java', 'senior', 'lead', 'analyst', 'design', 'support'];
const FILTERS = ['', '&location=BLR', '&minExp=2&maxExp=6', '&location=PUN&sort=relevance'];
export function careerSearchPath(n: number): string {
  const keyword = KEYWORDS[n % KEYWORDS.length] ?? '';
  const filter = FILTERS[Math.floor(n / KEYWORDS.length) % FILTERS.length] ?? '';
  return `/careers?q=${keyword}${filter}`;
}

const RENDERS = 30;
const MAX_P50_MS = 150;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** "99874 jobs · showing 1–20" -> 99874. */
function totalShown(html: string): number {
  return Number(/>(\d[\d,]*) jobs?\b/.exec(html)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/**
 * The first /careers after a job change: each time the newest job leaves or rejoins the portal (which
 * expires every cached career page), then the list is asked for once and timed. Runs after the load
 * scenarios, so the changes disturb none of their cached pages or ETags.
 */
export const firstRenderAfterJobChange: Task = {
  name: `career site: the first /careers after a job change (p50 of ${RENDERS}, target <= ${MAX_P50_MS} ms)`,
  maxSeconds: 120,
  async run({ baseUrl }) {
    const failures: string[] = [];
    const timings: number[] = [];
    const totals: number[] = [];
    const newest = await fetch(`${baseUrl}/api/careerportal/job?limit=1`, { headers: apiKeyHeaders });
    const jobCode = ((await newest.json()) as { items: { jobCode: string }[] }).items[0]?.jobCode;
    const started = performance.now();
    for (let i = 0; i < RENDERS; i++) {
      const change = await fetch(`${baseUrl}/api/jobs/v1/${jobCode}/publication`, {
        method: 'POST',
        headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ publishedOnPortal: i % 2 === 1 }),
      });
      if (!change.ok) failures.push(`the job change answered ${change.status}`);
      await change.arrayBuffer();
      const asked = performance.now();
      const page = await fetch(`${baseUrl}/careers`);
      const html = await page.text();
      timings.push(performance.now() - asked);
      if (page.status !== 200) failures.push(`/careers answered ${page.status}`);
      totals.push(totalShown(html));
    }
    // Each change must show: the count goes down by one when the job leaves and up when it rejoins.
    for (let i = 1; i < totals.length; i++) {
      if ((totals[i] ?? 0) - (totals[i - 1] ?? 0) !== (i % 2 === 1 ? 1 : -1)) failures.push(`after change ${i + 1}, /careers showed ${totals[i]} jobs (before: ${totals[i - 1]})`);
    }
    const p50 = median(timings);
    if (p50 > MAX_P50_MS) failures.push(`p50 ${p50.toFixed(0)} ms, more than ${MAX_P50_MS} ms`);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, facts: `${jobCode} unpublished and published ${RENDERS} times: p50 ${p50.toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms`, failures };
  },
};
