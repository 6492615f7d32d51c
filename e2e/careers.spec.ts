import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';

// The public career site, as a guest: no sign-in anywhere in this file.

const SUMMARY = /Showing (\d+)–(\d+) of (\d+) jobs?/;

function summary(page: Page): Locator {
  return page.getByText(SUMMARY);
}

async function totalShown(page: Page): Promise<number> {
  const text = await summary(page).innerText();
  return Number(text.match(SUMMARY)?.[3]);
}

/** The job cards (not the skill chips, which are list items too). */
function cards(page: Page): Locator {
  return page.getByRole('region', { name: 'Open positions' }).locator(':scope > ul > li');
}

/** "Bengaluru - Whitefield (12)" -> name and count; leading non-breaking spaces mark the unit hierarchy. */
function parseOption(label: string): { name: string; count: number } {
  const match = label.match(/^\s*(.+?) \((\d+)\)$/);
  if (!match) throw new Error(`Unexpected option label: ${JSON.stringify(label)}`);
  return { name: match[1] ?? '', count: Number(match[2]) };
}

async function options(select: Locator): Promise<Array<{ value: string; label: string }>> {
  return select.locator('option').evaluateAll((nodes) => nodes.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
}

/** Each filter is its own GET form, submitted with the button beside it. */
async function applyFilter(page: Page, label: 'Location' | 'Business unit', value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByRole('button', { name: `Show jobs by ${label.toLowerCase()}` }).click();
}

test('a guest filters by location, then by business unit, and the counts match the lists', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Careers at/);
  await expect(summary(page)).toContainText('Showing 1–20 of');
  const all = await totalShown(page);
  expect(all).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(20);

  // A location with jobs, but not every job, so the filter visibly narrows the list.
  const locationOptions = (await options(page.getByLabel('Location', { exact: true }))).filter((o) => o.value !== '');
  const location = locationOptions.map((o) => ({ ...o, ...parseOption(o.label) })).find((o) => o.count > 0 && o.count < all);
  if (!location) throw new Error('The demo data should have a location with some of the jobs');
  await applyFilter(page, 'Location', location.value);
  await expect(page).toHaveURL(new RegExp(`/careers\\?location=${location.value}$`));
  await expect(summary(page)).toContainText(`of ${location.count} job`);
  await expect(cards(page)).toHaveCount(Math.min(location.count, 20));
  for (const card of await cards(page).all()) await expect(card).toContainText(location.name);

  // Picking a unit replaces the location filter rather than combining with it.
  const unitSelect = page.getByLabel('Business unit', { exact: true });
  const unitOptions = await options(unitSelect);
  const parent = unitOptions.find((o) => o.label.includes('Technology'));
  const childIndex = unitOptions.findIndex((o) => o.label.includes('Data & Analytics'));
  const child = unitOptions[childIndex];
  if (!parent || !child) throw new Error('The demo data should have Technology and Data & Analytics');
  // The hierarchy shows as indentation: the child comes after its parent and is indented further.
  expect(childIndex).toBeGreaterThan(unitOptions.indexOf(parent));
  expect(child.label.search(/\S/)).toBeGreaterThan(parent.label.search(/\S/));
  const { name, count } = parseOption(child.label);
  expect(parseOption(parent.label).count).toBeGreaterThanOrEqual(count);

  await applyFilter(page, 'Business unit', child.value);
  await expect(page).toHaveURL(new RegExp(`/careers\\?unit=${child.value}$`));
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('');
  await expect(summary(page)).toContainText(`of ${count} job`);
  for (const card of await cards(page).all()) await expect(card).toContainText(name);

  await page.getByRole('link', { name: 'Clear filter' }).click();
  await expect(summary(page)).toContainText(`of ${all} jobs`);
});

test('each card shows the salary where the job publishes one, and nothing where it does not', async ({ page, request }) => {
  const res = await request.get('/api/careerportal/job?offset=0&limit=20', { headers: { 'X-API-Key': E2E_API_KEY } });
  const jobs = (await res.json()).items as { title: string; salary: { min: number; max: number } | null }[];
  expect(jobs.some((j) => j.salary) && jobs.some((j) => !j.salary)).toBe(true);
  await page.goto('/careers');
  await expect(cards(page)).toHaveCount(jobs.length);
  for (const [i, job] of jobs.entries()) {
    const salary = cards(page).nth(i).getByText(/ a year$/);
    if (job.salary) await expect(salary).toContainText(`₹${job.salary.min.toLocaleString('en-IN')}`);
    else await expect(salary).toHaveCount(0);
  }
});

test('a guest pages forward through the list', async ({ page }) => {
  await page.goto('/careers');
  const all = await totalShown(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const firstTitle = await cards(page).first().getByRole('heading').innerText();

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/careers\?page=2$/);
  await expect(summary(page)).toContainText(`Showing 21–${Math.min(40, all)} of ${all} jobs`);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
});

test('bad query parameters fall back to the full list instead of failing', async ({ page }) => {
  const response = await page.goto('/careers?page=abc&location=NOWHERE&unit=%3Cscript%3E');
  expect(response?.status()).toBe(200);
  await expect(summary(page)).toContainText('Showing 1–20 of');
});

test('a guest opens a job: title, Apply link and JobPosting structured data', async ({ page }) => {
  await page.goto('/careers');
  const link = cards(page).first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const jobCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute('href', `/careers/${jobCode}/apply`);
  await expect(page.getByRole('link', { name: 'All open jobs' })).toHaveAttribute('href', '/careers');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('JobPosting');
  expect(jsonLd.title).toBe(title);
  expect(jsonLd.identifier.value).toBe(jobCode);
  expect(jsonLd.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/careers/${jobCode}$`));
  // What a link shared on a social network shows.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
});

test('the pages that list and show jobs set no cookie; the apply page starts the guest session', async ({ request }) => {
  const list = await request.get('/careers');
  expect(list.headers()['set-cookie']).toBeUndefined();
  const jobCode = /href="\/careers\/([^"/?]+)"/.exec(await list.text())?.[1] ?? '';
  expect((await request.get(`/careers/${jobCode}`)).headers()['set-cookie']).toBeUndefined();
  expect((await request.get(`/careers/${jobCode}/apply`)).headers()['set-cookie']).toMatch(/^hr_guest=[^;]+;.*HttpOnly/i);
});

test('search engines and feed readers find the jobs: robots.txt, the sitemap and the feed, cacheable and without a cookie', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  for (const path of ['/sitemap.xml', '/careers/feed.xml']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['set-cookie'], path).toBeUndefined();
    expect(res.headers()['cache-control'], path).toMatch(/^public, /);
    const etag = res.headers()['etag'] ?? '';
    expect((await request.get(path, { headers: { 'If-None-Match': etag } })).status(), path).toBe(304);
  }
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>http[^<]*\/careers\/[^<]+<\/loc><lastmod>/);
  expect(await (await request.get('/careers/feed.xml')).text()).toContain('<rss version="2.0"');
});

test('an unknown job shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/careers/JOB-999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This job is not open' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all open jobs' })).toHaveAttribute('href', '/careers');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the list and a job page do not scroll sideways', async ({ page }) => {
    await page.goto('/careers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Apply', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters and pagination still work', async ({ page }) => {
    await page.goto('/careers');
    await page.getByLabel('Business unit', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Show jobs by business unit' }).click();
    await expect(page).toHaveURL(/\/careers\?unit=\w+/);
    const total = await totalShown(page);
    if (total > 20) {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/unit=\w+&page=2$/);
      await expect(summary(page)).toContainText(`Showing 21–`);
    }
  });
});
