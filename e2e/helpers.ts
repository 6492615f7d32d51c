import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_DATABASE } from '../playwright.config';

export const STRICT_BASE_URL = 'http://localhost:3211';

/**
 * Signs the page's browser in through next-auth's endpoints, as the sign-in form does (home.spec.ts and
 * profile.spec.ts drive the form itself), and leaves the page where it was: going through the form cost
 * every test two page loads, /signin and the home page it lands on.
 */
export async function signIn(page: Page, username: string, password = 'Demo@1234'): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post('/api/auth/callback/credentials', { form: { csrfToken, username, password, json: 'true' } });
  // next-auth answers a refused sign-in with a URL that names the error, not with an error status.
  const { url } = (await res.json()) as { url: string };
  expect(`${res.status()} ${url}`, `sign-in of ${username}`).not.toMatch(/^(?!200 )|error=/);
}

/**
 * Holds every request to `url` on its way until `release()`, so a test can look at the page while it waits
 * (a fixed delay runs out first on a busy machine); `count()` says how many were sent.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void; count: () => number }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  await page.route(url, async (route) => {
    sent++;
    await held;
    await route.continue();
  });
  return { release, count: () => sent };
}

/** Opens the phone-width main menu (a native popover, so a press works before the page has hydrated too). */
export async function openMainMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-nav')).toBeVisible();
}

/**
 * Opens the signed-in person's menu in the top bar. It opens by React state, so a press before the page
 * has hydrated does nothing: it is pressed again until the button says the menu is open.
 */
export async function openUserMenu(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('button', { name });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/**
 * Signs the page in as someone else. The page first leaves for about:blank, so that no request of the
 * old page is still in flight at clearCookies() to set the old user's cookies again (a request of
 * /api/auth/session once did that on a loaded CI machine, and /signin then redirected away).
 */
export async function switchUser(page: Page, username: string): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, username);
}

/** Creates an API client in the e2e server's database with the CLI, as an operator would. */
export function createClient(args: string[]): { clientId: string; apiKey?: string; clientSecret?: string } {
  const out = execFileSync(process.execPath, ['--import', './scripts/register.mjs', 'scripts/clients.ts', 'create', ...args, '--json'], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Unique per call, even for two workers in the same millisecond: names, e-mails and titles must not repeat. */
export function uniqueDigits(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
}

/**
 * A job open and published for referral (not on the career site), or on the career site when `channel`
 * says so, made through the API with the signed-in recruiter's session; it belongs to `owner` when named,
 * else to that recruiter. Answers its code.
 */
export async function createOpenJob(page: Page, titlePrefix: string, owner?: string, channel: 'referral' | 'portal' = 'referral'): Promise<string> {
  const created = await page.request.post('/api/jobs/v1', {
    data: {
      title: `${titlePrefix} ${uniqueDigits()}`,
      description: `A job created through the API by a browser test, open and published for ${channel}.`,
      orgUnitCode: 'TECH',
      joiningLocations: ['BLR'],
      employmentType: 'full_time',
      minExp: 1,
      maxExp: 6,
      skills: [],
      openings: 1,
      owner,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { jobCode } = await created.json();
  expect((await page.request.post(`/api/jobs/v1/${jobCode}/status`, { data: { status: 'open' } })).status()).toBe(200);
  const publication = channel === 'portal' ? { publishedOnPortal: true } : { publishedForReferral: true };
  expect((await page.request.post(`/api/jobs/v1/${jobCode}/publication`, { data: publication })).status()).toBe(200);
  return jobCode;
}
