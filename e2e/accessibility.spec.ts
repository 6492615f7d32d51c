import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { openMainMenu, signIn } from './helpers';

// Every page of the app (app/**/page.tsx) under axe, once its data has loaded, at desktop width and on a
// 375 px phone; on the phone it also must not scroll sideways and must show its main heading. Then the
// open states where violations hide: the dialogs, the menus and forms showing their errors. Only
// reading here: nothing a test does changes what another spec sees.

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

type DemoUser = 'admin' | 'recruiter' | 'manager' | 'employee';

type Visit = {
  path: string | ((api: APIRequestContext) => Promise<string>);
  /** who signs in first; nobody for the public pages */
  user?: DemoUser;
  /** something only the loaded page shows */
  ready: (page: Page) => Locator;
};

const apiKey = { 'X-API-Key': E2E_API_KEY };

// axe takes seconds per page on this shared machine, and each test runs it at least twice.
test.describe.configure({ timeout: 120_000 });
// The trace's screencast competes for the CPU: with it, Swagger UI on /docs took 50 s to render here.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** The first item's `key` of an API list, so the detail pages visit a record that exists. */
async function firstOf(api: APIRequestContext, path: string, key: string): Promise<string> {
  const res = await api.get(path, { headers: apiKey });
  expect(res.status(), await res.text()).toBe(200);
  const [first] = ((await res.json()) as { items: Record<string, string>[] }).items;
  const value = first?.[key];
  if (!value) throw new Error(`${path} listed nothing`);
  return value;
}

const careerJob = (api: APIRequestContext) => firstOf(api, '/api/careerportal/job?limit=1', 'jobCode');
const listStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d/ }).first();

const PAGES = {
  'sign-in': { path: '/signin', ready: (page) => page.getByRole('button', { name: 'Sign in' }) },
  careers: { path: '/careers', ready: (page) => page.getByRole('region', { name: 'Open positions' }) },
  // A search result page: every field of the search filled in, and best match first.
  'career search': {
    path: '/careers?q=engineer&location=BLR&unit=TECH&type=full_time&minExp=1&maxExp=8&sort=relevance',
    ready: (page) => page.getByText(/^\d+ jobs? matching “engineer”/),
  },
  'career job': { path: async (api) => `/careers/${await careerJob(api)}`, ready: (page) => page.getByRole('link', { name: 'Apply', exact: true }) },
  'unknown career job': { path: '/careers/JOB-999999', ready: (page) => page.getByRole('link', { name: /open jobs/i }).first() },
  apply: { path: async (api) => `/careers/${await careerJob(api)}/apply`, ready: (page) => page.getByRole('button', { name: /send/i }) },
  applied: { path: async (api) => `/careers/${await careerJob(api)}/applied?ref=CAND-000001`, ready: (page) => page.getByRole('link', { name: 'Back to the job' }) },
  docs: { path: '/docs', ready: (page) => page.getByText('/api/directory/v1/list').first() },
  // A manager's home has every card, the approvals waiting too.
  home: { path: '/', user: 'manager', ready: (page) => page.getByRole('region', { name: 'Waiting for your decision' }).getByRole('list') },
  profile: { path: '/profile', user: 'employee', ready: (page) => page.getByRole('heading', { name: 'Contact' }) },
  directory: { path: '/directory', user: 'employee', ready: listStatus },
  leave: { path: '/leave', user: 'employee', ready: (page) => page.getByRole('heading', { name: /^Your balance in \d{4}$/ }) },
  attendance: { path: '/attendance', user: 'employee', ready: (page) => page.getByRole('list', { name: /^Days of / }) },
  payroll: { path: '/payroll', user: 'employee', ready: (page) => page.getByRole('heading', { name: /^Gross and net pay, FY/ }) },
  inbox: { path: '/inbox', user: 'employee', ready: (page) => page.getByRole('region', { name: /notifications$/ }).getByRole('status') },
  referrals: { path: '/referrals', user: 'employee', ready: listStatus },
  // The last section to load, the flagged punches, once it has its cards or its empty state.
  approvals: { path: '/approvals', user: 'manager', ready: (page) => page.locator('#flagged-punches[aria-busy="false"]') },
  'recruiter jobs': { path: '/recruiter/jobs', user: 'recruiter', ready: listStatus },
  'new job': { path: '/recruiter/jobs/new', user: 'recruiter', ready: (page) => page.getByLabel('Business unit') },
  'recruiter job': {
    path: async (api) => `/recruiter/jobs/${await firstOf(api, '/api/jobs/v1?limit=1', 'jobCode')}`,
    user: 'recruiter',
    ready: (page) => page.getByRole('region', { name: 'Status and publication' }),
  },
  candidates: { path: '/recruiter/candidates', user: 'recruiter', ready: listStatus },
  'new candidate': { path: '/recruiter/candidates/new', user: 'recruiter', ready: (page) => page.getByLabel('First name').first() },
  candidate: {
    path: async (api) => `/recruiter/candidates/${await firstOf(api, '/api/v1/candidate?limit=1', 'candidateId')}`,
    user: 'recruiter',
    ready: (page) => page.getByRole('region', { name: 'Applications' }),
  },
  pipeline: { path: '/recruiter/referrals', user: 'recruiter', ready: (page) => page.getByRole('region', { name: 'Referral board' }) },
} satisfies Record<string, Visit>;

/** Waits until the page shows its data: no skeleton, nothing busy, no "Loading…" line left. */
async function loaded(page: Page, ready: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
}

/** Fails with each serious or critical WCAG 2.1 A/AA violation: the rule, what it asks and where. */
async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_A_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** On a phone: nothing serious for axe, and no sideways scrolling. */
async function expectCleanOnPhone(page: Page): Promise<void> {
  await expectNoSeriousViolations(page);
  await expectNoSidewaysScroll(page);
}

/** Signs in as the page's user and opens it, loaded. */
async function open(page: Page, visit: Visit): Promise<void> {
  if (visit.user) await signIn(page, visit.user);
  await page.goto(typeof visit.path === 'string' ? visit.path : await visit.path(page.request));
  await loaded(page, visit.ready(page));
}

/** Sends a form left empty, which its own checks refuse (nothing is written), to show its errors. */
async function sendEmpty(form: Locator, button: string): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** Opens the dialog that the first button named `name` opens (the dialog has the same name), checks it, then checks it showing its errors. */
async function expectDialogClean(page: Page, name: RegExp, submit: string): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await sendEmpty(dialog, submit);
  await expectCleanOnPhone(page);
}

for (const [name, visit] of Object.entries<Visit>(PAGES)) {
  test(`${name}: no serious axe violation at desktop width nor on a 375 px phone, where it fits`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, visit);
    await expectNoSeriousViolations(page);

    await page.setViewportSize(PHONE);
    await page.reload();
    await loaded(page, visit.ready(page));
    await expectCleanOnPhone(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
  });
}

test.describe('open states on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the main menu and the user menu', async ({ page }) => {
    await open(page, { ...PAGES.profile, user: 'manager' });
    await openMainMenu(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' })).toBeVisible();
    await expectCleanOnPhone(page);

    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: /Meera Iyer/ }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectCleanOnPhone(page);
  });

  test('the leave form showing its errors', async ({ page }) => {
    await open(page, PAGES.leave);
    await sendEmpty(page.getByRole('region', { name: 'Apply for leave' }), 'Apply for leave');
    await expectCleanOnPhone(page);
  });

  test('the regularise dialog showing its errors', async ({ page }) => {
    await open(page, PAGES.attendance);
    const regularise = page.getByRole('button', { name: /^Regularise / });
    // Early in a month the days that may still be corrected are in the month before.
    if ((await regularise.count()) === 0) {
      await page.getByRole('button', { name: /^Previous month/ }).click();
      await loaded(page, PAGES.attendance.ready(page));
    }
    await expectDialogClean(page, /^Regularise /, 'Send for approval');
  });

  test('the refer dialog showing its errors', async ({ page }) => {
    await open(page, PAGES.referrals);
    await expectDialogClean(page, /^Refer someone for /, 'Send referral');
  });

  test('the pay figures table', async ({ page }) => {
    await open(page, PAGES.payroll);
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table', { name: /^Gross and net pay by month/ })).toBeVisible();
    await expectCleanOnPhone(page);
  });

  test('a candidate’s move and note forms showing their errors', async ({ page }) => {
    // A candidate with an open application, which offers both forms.
    await open(page, { ...PAGES.candidate, path: async (api) => `/recruiter/candidates/${await firstOf(api, '/api/v1/candidate?limit=1&status=applied', 'candidateId')}` });
    const application = page.getByRole('article').filter({ has: page.getByLabel('Move to') }).first();
    await sendEmpty(application, 'Move');
    await sendEmpty(application, 'Add note');
    await expectCleanOnPhone(page);
  });

  test('a referral card with its note box open', async ({ page }) => {
    await open(page, PAGES.pipeline);
    await page.getByText('Add a note').first().click();
    await expect(page.getByLabel('Note (optional)').first()).toBeVisible();
    await expectCleanOnPhone(page);
  });

  test('an API operation tried out, and the Authorize dialog', async ({ page }) => {
    await open(page, PAGES.docs);
    // The second operation takes a request body, whose box "Try it out" shows.
    await page.locator('.opblock-summary-control').nth(1).click();
    await page.getByRole('button', { name: 'Try it out' }).first().click();
    await expect(page.locator('.opblock.is-open').getByRole('textbox', { name: 'Request body' })).toBeVisible();
    // The whole page is checked by its own test above; here only what opened, as axe over all of
    // Swagger UI is the browser suite's slowest check.
    await expectNoSeriousViolations(page, '.opblock.is-open');
    await page.getByRole('button', { name: /^Authorize/ }).first().click();
    await expect(page.locator('.modal-ux').getByRole('button', { name: 'Close' }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '.modal-ux');
  });
});
