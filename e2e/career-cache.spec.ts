import { expect, test } from '@playwright/test';
import { createOpenJob, signIn } from './helpers';

// The career site's pages come from Next.js's cache (lib/net/page-cache-handler.mjs), which the jobs'
// versions in the database expire: these run against the built server over HTTP, as a CDN or a
// candidate's browser would.

const SHARED_CACHE = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;
/** How soon a job change must show on the origin. */
const VISIBLE_WITHIN_MS = 5_000;

test('career pages are cacheable by anyone: public, an ETag that answers 304, no cookie', async ({ request }) => {
  const list = await request.get('/careers?location=BLR');
  const jobCode = /href="\/careers\/([^"/?]+)"/.exec(await list.text())?.[1] ?? '';
  for (const path of ['/careers', '/careers?location=BLR', `/careers/${jobCode}`]) {
    // The render that fills the cache streams out without an ETag; every answer from the cache has one.
    await request.get(path);
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['cache-control'], path).toMatch(SHARED_CACHE);
    expect(first.headers()['set-cookie'], path).toBeUndefined();
    const etag = first.headers()['etag'] ?? '';
    expect(etag, path).not.toBe('');
    const again = await request.get(path, { headers: { 'If-None-Match': etag } });
    expect(again.status(), path).toBe(304);
  }
  // Parameters the list does not use, their order and blanks make no other page (polled: other tests
  // may change the jobs between the two reads).
  const etag = async (path: string) => (await request.get(path)).headers()['etag'];
  await expect.poll(async () => (await etag('/careers?utm_source=mail&page=&location=BLR')) === (await etag('/careers?location=BLR'))).toBe(true);
});

test('a new job shows on the cached list at once, and a closed one leaves it and its page', async ({ page, request }) => {
  // Both pages in the cache first, so that what follows must expire them.
  for (let i = 0; i < 2; i++) await request.get('/careers');
  await signIn(page, 'recruiter');
  const jobCode = await createOpenJob(page, 'E2E Cached Site Engineer', undefined, 'portal');
  const listed = `href="/careers/${jobCode}"`;

  const started = Date.now();
  await expect.poll(async () => (await request.get('/careers')).text(), { timeout: VISIBLE_WITHIN_MS }).toContain(listed);
  await expect.poll(async () => (await request.get(`/careers/${jobCode}`)).status(), { timeout: VISIBLE_WITHIN_MS }).toBe(200);
  expect(Date.now() - started).toBeLessThan(VISIBLE_WITHIN_MS);

  expect((await page.request.post(`/api/jobs/v1/${jobCode}/status`, { data: { status: 'closed' } })).status()).toBe(200);
  await expect.poll(async () => (await request.get(`/careers/${jobCode}`)).status(), { timeout: VISIBLE_WITHIN_MS }).toBe(404);
  await expect.poll(async () => (await request.get('/careers')).text(), { timeout: VISIBLE_WITHIN_MS }).not.toContain(listed);
});

test('moving between cached lists and job pages in the browser keeps the address and the page', async ({ page }) => {
  // The first job of the demo data: the test above opens an "E2E ..." job and closes it again at any
  // moment, and a job closed between the list and the click has no page to show.
  const firstDemoJob = () => page.getByRole('region', { name: 'Open positions' }).getByRole('link').filter({ hasNotText: /^E2E / }).first();
  await page.goto('/careers?location=BLR');
  await expect(page).toHaveURL(/\/careers\?location=BLR$/);
  const title = (await firstDemoJob().innerText()).trim();
  await firstDemoJob().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/careers\?location=BLR$/);
  await expect(firstDemoJob()).toHaveText(title);
});
