import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';

// The public career site, as a guest: no sign-in anywhere in this file.

/** "37 jobs", "1 job matching “java”", "45 jobs · showing 21–40": the count above the list. */
const COUNT = /^(\d+) jobs?\b/;

/**
 * The count over the whole list. Counts read at two moments are not compared: the tests running beside
 * these open and close jobs (in Technology, the unit the searches use too) at any moment.
 */
const EVERY_JOB = /^\d+ jobs · showing 1–20$/;

function summary(page: Page): Locator {
  return results(page).getByText(COUNT);
}

async function totalShown(page: Page): Promise<number> {
  const text = await summary(page).innerText();
  return Number(text.match(COUNT)?.[1]);
}

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Open positions' });
}

/** The job cards (not the skill chips, which are list items too). */
function cards(page: Page): Locator {
  return results(page).locator(':scope > ul > li');
}

type ApiJob = { jobCode: string; title: string; orgUnitCode: string; businessUnitName: string; joiningLocations: { location: string; name: string }[] };

/**
 * The newest open job of the demo data, as the public API lists it: the searches below are built to find
 * it. Jobs that browser tests create ("E2E ...") are passed over: the tests running beside this file
 * close them again at any moment (e2e/career-cache.spec.ts), and one closed mid-search failed it.
 */
async function newestJob(request: APIRequestContext): Promise<ApiJob> {
  const res = await request.get('/api/careerportal/job?offset=0&limit=100', { headers: { 'X-API-Key': E2E_API_KEY } });
  const job = ((await res.json()).items as ApiJob[]).find((j) => !j.title.startsWith('E2E '));
  if (!job) throw new Error('The demo data should have open jobs');
  return job;
}

/** The longest word of a title, lower-cased: one the keyword search surely finds the job by. */
const wordOf = (title: string) => [...title.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]).sort((a, b) => b.length - a.length)[0] ?? '';

test('a guest combines a keyword, a location and a business unit, and the URL carries them', async ({ page, request }) => {
  const job = await newestJob(request);
  const word = wordOf(job.title);
  const location = job.joiningLocations[0]!;
  await page.goto('/careers');
  const all = await totalShown(page);
  expect(all).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(20);

  await page.getByLabel('Keywords').fill(word);
  await page.getByLabel('Location', { exact: true }).selectOption(location.location);
  await page.getByLabel('Business unit', { exact: true }).selectOption(job.orgUnitCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // Empty fields stay out of the address: it is the list's canonical URL, ready to share.
  await expect(page).toHaveURL(new RegExp(`/careers\\?q=${word}&location=${location.location}&unit=${job.orgUnitCode}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/careers\\?q=${word}&location=${location.location}&unit=${job.orgUnitCode}$`));
  await expect(page).toHaveTitle(new RegExp(`^Jobs matching “${word}” in .*${location.name}`));
  await expect(summary(page)).toContainText(new RegExp(`^\\d+ jobs? matching “${word}” in .*${location.name}`));
  const total = await totalShown(page);
  expect(total).toBeGreaterThanOrEqual(1);
  expect(total).toBeLessThan(all);
  await expect(cards(page)).toHaveCount(Math.min(total, 20));
  await expect(cards(page).getByRole('link', { name: job.title }).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(location.name);
  // The form shows what was asked.
  await expect(page.getByLabel('Keywords')).toHaveValue(word);
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(location.location);

  // Opening the same URL afresh shows the same list: the URL is the whole state.
  await page.goto(page.url());
  await expect(summary(page)).toHaveText(new RegExp(`^${total} jobs?`));

  // Nothing matches: the list says so and offers the way back to every job.
  await page.getByLabel('Keywords').fill('qqzzxxnothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No jobs matching “qqzzxxnothing”')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(summary(page)).toHaveText(EVERY_JOB);
  expect(await totalShown(page)).toBeGreaterThan(total);
});

test('a guest narrows by employment type and experience, sorts by best match, and clears the search', async ({ page }) => {
  await page.goto('/careers');
  const all = await totalShown(page);
  await page.getByLabel('Employment type').selectOption('full_time');
  await page.getByLabel('From', { exact: true }).fill('3');
  await page.getByLabel('To', { exact: true }).fill('6');
  await page.getByLabel('Keywords').fill('engineer');
  await page.getByLabel('Sort by').selectOption('relevance');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\?q=engineer&type=full_time&minExp=3&maxExp=6&sort=relevance$/);
  await expect(summary(page)).toContainText('matching “engineer” (Full time, 3–6 years)');
  const narrowed = await totalShown(page);
  expect(narrowed).toBeLessThan(all);
  for (const card of await cards(page).all()) await expect(card).toContainText('Full time');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  await page.getByRole('link', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(summary(page)).toHaveText(EVERY_JOB);
  expect(await totalShown(page)).toBeGreaterThan(narrowed);
  await expect(page.getByLabel('Keywords')).toHaveValue('');
  await expect(page.getByLabel('Employment type')).toHaveValue('');
});

test('odd values in a hand-edited link are ignored, never an error', async ({ page }) => {
  const response = await page.goto('/careers?q=%2B%2B&minExp=abc&maxExp=99&type=forever&sort=random&page=abc&location=NOWHERE&unit=%3Cscript%3E');
  expect(response?.status()).toBe(200);
  await expect(summary(page)).toHaveText(/^\d+ jobs · showing 1–20$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
  // A backwards range is read the right way round.
  await page.goto('/careers?minExp=6&maxExp=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\?minExp=2&maxExp=6$/);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2');
});

test('the job page\'s back link returns to the list the guest came from', async ({ page }) => {
  await page.goto('/careers?q=engineer&type=full_time&page=2');
  const list = page.url();
  const total = await totalShown(page);
  const link = cards(page).first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const back = page.getByRole('link', { name: 'Back to results' });
  await expect(back).toHaveAttribute('href', '/careers?q=engineer&type=full_time&page=2');
  await back.click();
  await expect(page).toHaveURL(list);
  await expect(summary(page)).toContainText(`${total} jobs matching “engineer” (Full time) · showing 21–`);
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

test('a guest pages forward through a search, and every page keeps it', async ({ page }) => {
  await page.goto('/careers?unit=TECH');
  const all = await totalShown(page);
  expect(all).toBeGreaterThan(20);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const firstTitle = await cards(page).first().getByRole('heading').innerText();

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/careers\?unit=TECH&page=2$/);
  await expect(summary(page)).toHaveText(/^\d+ jobs in Technology · showing 21–\d+$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/careers?unit=TECH');
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
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

test('a job page lists similar open jobs, not itself, each a link to its page', async ({ page, request }) => {
  const job = await newestJob(request);
  await page.goto(`/careers/${job.jobCode}`);
  const similar = page.getByRole('region', { name: 'Similar jobs' });
  const items = similar.locator(':scope > ul > li');
  await expect(items).toHaveCount(4);
  const links = similar.getByRole('link');
  for (const href of await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))) {
    expect(href).toMatch(/^\/careers\/JOB-\d+$/);
    expect(href).not.toBe(`/careers/${job.jobCode}`);
  }
  // The same business unit scores highest, so the first is in it or below it.
  const title = (await links.first().innerText()).trim();
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
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

  test('the search form fits, and Apply stays at the bottom of the screen without covering the footer', async ({ page, request }) => {
    await page.goto('/careers');
    for (const label of ['Keywords', 'Location', 'Business unit', 'Employment type', 'From', 'To', 'Sort by']) {
      const box = await page.getByLabel(label, { exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, label).toBe(true);
    }

    await page.goto(`/careers/${(await newestJob(request)).jobCode}`);
    const apply = page.getByRole('link', { name: 'Apply', exact: true });
    await expect(apply).toHaveCount(1);
    const bottomOfScreen = async () => {
      const box = await apply.boundingBox();
      expect(box).not.toBeNull();
      return box!.y + box!.height;
    };
    // At the top and halfway down the job, Apply sits at the bottom of the screen.
    expect(await bottomOfScreen()).toBeGreaterThan(800 - 40);
    expect(await bottomOfScreen()).toBeLessThanOrEqual(800);
    await page.getByRole('heading', { name: 'Skills' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(bottomOfScreen).toBeLessThanOrEqual(800);
    expect(await bottomOfScreen()).toBeGreaterThan(800 - 40);
    // At the very end it has settled above the footer, whose link stays free to tap.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLink = page.getByRole('link', { name: 'Employee sign-in' });
    await expect(footerLink).toBeInViewport();
    const footerTop = (await page.locator('footer').boundingBox())!.y;
    await expect.poll(bottomOfScreen).toBeLessThanOrEqual(footerTop);
  });
});

test('on a desktop the Apply bar is hidden: the side panel\'s Apply is the one', async ({ page, request }) => {
  await page.goto(`/careers/${(await newestJob(request)).jobCode}`);
  const apply = page.getByRole('link', { name: 'Apply', exact: true });
  await expect(apply).toHaveCount(1);
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Apply', exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form still combines filters, and pagination keeps them', async ({ page }) => {
    await page.goto('/careers');
    const all = await totalShown(page);
    await page.getByLabel('Keywords').fill('engineer');
    await page.getByLabel('Business unit', { exact: true }).selectOption('TECH');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The browser sends every field, the empty ones too; the page still reads them as the search.
    await expect(page).toHaveURL(/\/careers\?q=engineer&location=&unit=TECH&type=&minExp=&maxExp=&sort=$/);
    await expect(summary(page)).toContainText('matching “engineer” in Technology');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers\?q=engineer&unit=TECH$/);
    const total = await totalShown(page);
    expect(total).toBeLessThan(all);
    expect(total).toBeGreaterThan(20);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/careers\?q=engineer&unit=TECH&page=2$/);
    await expect(summary(page)).toContainText(`${total} jobs matching “engineer” in Technology · showing 21–`);
  });

  test('the job page\'s back link is the plain list', async ({ page }) => {
    await page.goto('/careers?q=engineer');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('link', { name: 'All open jobs' })).toHaveAttribute('href', '/careers');
  });
});
