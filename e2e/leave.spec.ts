import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { holdRequests, signIn } from './helpers';

// The employee's /leave page: balance cards, the live working-day count, applying, an overlap the server
// refuses, cancelling, and the page at phone width. It signs in as `employee2`, whose leave no other spec
// touches (the approvals spec and the cross-role flow use `employee`), so balances move only by what a test
// here does; each test that writes uses its own leave type and its own month of next year.

const USER = 'employee2';
const YEAR = new Date().getUTCFullYear() + 1;
const DAY_MS = 86_400_000;

type Balance = { leaveType: string; name: string; allocated: number | null; used: number; pending: number; available: number | null };

/** Requests made by a test, cancelled after it so a retry (same database) can apply for the same days. */
const created: string[] = [];

test.afterEach(async ({ request }) => {
  for (const requestId of created.splice(0)) {
    await request.post('/api/leave/v1/request/action', { headers: { 'X-API-Key': E2E_API_KEY }, data: { requestId, action: 'cancel' } });
  }
});

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The office calendar of next year: a day is off when it is a weekend day or a holiday. */
async function calendar(page: Page) {
  const res = await page.request.get(`/api/leave/v1/calendar/user/${USER}?year=${YEAR}`);
  expect(res.status(), await res.text()).toBe(200);
  const { weekendDays, holidays } = (await res.json()) as { weekendDays: number[]; holidays: { date: string; name: string }[] };
  const names = new Map(holidays.map((h) => [h.date, h.name]));
  return { holidays, working: (date: string) => !weekendDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && !names.has(date) };
}

/**
 * A Monday-to-Friday week of next year's `month` with no holiday, whose next Monday is a working day too,
 * picked from a random start so a retry gets other days.
 */
async function workingWeek(page: Page, month: number): Promise<string[]> {
  const { working } = await calendar(page);
  const first = Date.UTC(YEAR, month - 1, 1 + Math.floor(Math.random() * 7));
  for (let at = first; at < Date.UTC(YEAR, month, 1); at += DAY_MS) {
    if (new Date(at).getUTCDay() !== 1) continue;
    const week = [0, 1, 2, 3, 4, 7].map((d) => iso(at + d * DAY_MS));
    if (week.every(working)) return week;
  }
  throw new Error(`no week without holidays in ${YEAR}-${month}`);
}

async function balanceOf(page: Page, leaveType: string, year = YEAR): Promise<Balance> {
  const res = await page.request.get(`/api/leave/v1/detail/user/${USER}?year=${year}`);
  expect(res.status(), await res.text()).toBe(200);
  const item = ((await res.json()).items as Balance[]).find((b) => b.leaveType === leaveType);
  if (!item) throw new Error(`no ${leaveType} balance`);
  return item;
}

async function applyByApi(page: Page, body: Record<string, string>): Promise<string> {
  const res = await page.request.post('/api/leave/v1/apply', { data: { leaveDuration: 'full_day', ...body } });
  expect(res.status(), await res.text()).toBe(200);
  const { requestId } = (await res.json()) as { requestId: string };
  created.push(requestId);
  return requestId;
}

const applySection = (page: Page) => page.getByRole('region', { name: 'Apply for leave' });
const history = (page: Page) => page.getByRole('region', { name: 'My leave requests' });
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const liveCount = (page: Page) => applySection(page).getByRole('status').filter({ hasText: /working day|Pick the start/ });

/**
 * Opens the page and waits until the form shows the balances, which it fetches once hydrated: a date
 * typed into the server-rendered form before then would be reset by react-hook-form.
 */
async function openLeave(page: Page, path = '/leave') {
  await page.goto(path);
  await expect(page.locator('option[value="CL"]', { hasText: 'available' })).toHaveCount(1);
}

async function showBalanceFor(page: Page, year: number) {
  await page.getByLabel('Balance year').selectOption(String(year));
  await expect(page.getByRole('heading', { name: `Your balance in ${year}` })).toBeVisible();
}

/** The figures a card must show for a balance, e.g. "Available 12" and not "Available 12.5" (an unpaid type has no allocation). */
async function expectCard(page: Page, b: Balance) {
  const figures = [`Used ${b.used}`, `Pending ${b.pending}`];
  if (b.available !== null) figures.push(`Available ${b.available}`, `Allocated ${b.allocated}`);
  for (const figure of figures) await expect(card(page, b.name)).toContainText(new RegExp(`${figure.replace('.', '\\.')}(?![\\d.])`));
}

test('balance cards show each type’s days for this year and the next', async ({ page }) => {
  await signIn(page, USER);
  await openLeave(page);
  const thisYear = YEAR - 1;
  await expect(page.getByRole('heading', { name: `Your balance in ${thisYear}` })).toBeVisible();
  for (const type of ['CL', 'SL', 'EL', 'LOP']) await expectCard(page, await balanceOf(page, type, thisYear));
  await expect(card(page, 'Loss of pay')).toContainText('Unpaid, with no balance');
  await expect(card(page, 'Loss of pay')).not.toContainText('Available');

  await showBalanceFor(page, YEAR);
  await expectCard(page, await balanceOf(page, 'EL'));
  // The type list in the form says what is left of each.
  await expect(page.getByLabel('Leave type').locator('option[value="CL"]')).toHaveText(/Casual leave — \d+(\.5)? days? available/);
});

test('the date pickers offer only the days leave may be applied for: from joining to the end of next year', async ({ page }) => {
  await signIn(page, USER);
  const profile = await page.request.get(`/api/profile/v1/detail/user/${USER}`);
  expect(profile.status(), await profile.text()).toBe(200);
  const joined = ((await profile.json()) as { dateOfJoining: string }).dateOfJoining;
  await openLeave(page);
  for (const label of ['Start date', 'End date']) {
    await expect(page.getByLabel(label)).toHaveAttribute('min', joined);
    await expect(page.getByLabel(label)).toHaveAttribute('max', `${YEAR}-12-31`);
  }
});

test('picking dates counts working days without the weekend or holidays, and offers half days only for one day', async ({ page }) => {
  await signIn(page, USER);
  await openLeave(page);
  const week = await workingWeek(page, 2);
  const [monday, , , , friday, nextMonday] = week as [string, string, string, string, string, string];
  await expect(liveCount(page)).toHaveText('Pick the start and end dates to see how many working days they take.');

  await page.getByLabel('Start date').fill(friday);
  await page.getByLabel('End date').fill(nextMonday);
  await expect(liveCount(page)).toHaveText('2 working days — the weekend is not counted.');
  await expect(page.getByRole('radio', { name: 'First half' })).toBeDisabled();

  await page.getByLabel('Start date').fill(monday);
  await page.getByLabel('End date').fill(monday);
  await expect(liveCount(page)).toHaveText('1 working day.');
  await page.getByRole('radio', { name: 'Second half' }).check();
  await expect(liveCount(page)).toHaveText('Half a working day.');
  // Widening the range again takes the half day back to a full one.
  await page.getByLabel('End date').fill(friday);
  await expect(page.getByRole('radio', { name: 'Full day' })).toBeChecked();
  await expect(liveCount(page)).toHaveText('5 working days.');

  // A week with a holiday on a weekday: the holiday is named and not counted.
  const { holidays, working } = await calendar(page);
  const holiday = holidays.find((h) => [2, 3, 4].includes(new Date(`${h.date}T00:00:00Z`).getUTCDay()));
  test.skip(!holiday, `no mid-week holiday in ${YEAR}`);
  if (!holiday) return;
  const at = Date.parse(`${holiday.date}T00:00:00Z`);
  const mon = at - (new Date(at).getUTCDay() - 1) * DAY_MS;
  const days = [0, 1, 2, 3, 4].map((d) => iso(mon + d * DAY_MS));
  await page.getByLabel('Start date').fill(days[0] ?? '');
  await page.getByLabel('End date').fill(days[4] ?? '');
  const expected = days.filter(working).length;
  await expect(liveCount(page)).toContainText(`${expected} working days — `);
  await expect(liveCount(page)).toContainText(`(${holiday.name})`);
});

test('typing a date asks about its year only once the year is whole: no 400s, no calendar failure', async ({ page }) => {
  await signIn(page, USER);
  await openLeave(page);
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });
  const calendarYears: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/leave/v1/calendar/')) calendarYears.push(new URL(req.url()).searchParams.get('year') ?? '');
  });

  // Key by key, as a person types: the box reports the year as 0002, 0020 and 0202 on the way to the whole year.
  await page.getByLabel('Start date').focus();
  await page.keyboard.type(`0316${YEAR}`, { delay: 50 });
  await expect(page.getByLabel('Start date')).toHaveValue(`${YEAR}-03-16`);
  await expect(liveCount(page)).toHaveText(/working day|No working days/);
  await expect(applySection(page)).not.toContainText('could not be loaded');
  expect(refused).toEqual([]);
  expect(new Set(calendarYears)).toEqual(new Set([String(YEAR)]));
});

test('applying shows the request and moves the days from available to pending', async ({ page }) => {
  await signIn(page, USER);
  const week = await workingWeek(page, 3);
  const before = await balanceOf(page, 'EL');
  await openLeave(page);
  await showBalanceFor(page, YEAR);
  await expectCard(page, before);

  await page.getByLabel('Leave type').selectOption('EL');
  await page.getByLabel('Start date').fill(week[0] ?? '');
  await page.getByLabel('End date').fill(week[2] ?? '');
  await expect(liveCount(page)).toHaveText('3 working days.');
  await page.getByLabel('Reason (optional)').fill('Family trip');
  await applySection(page).getByRole('button', { name: 'Apply for leave' }).click();

  const success = applySection(page).getByRole('status').filter({ hasText: /Request LV-\d+ sent: Pending/ });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  const requestId = /LV-\d+/.exec((await success.textContent()) ?? '')?.[0] ?? '';
  created.push(requestId);
  // The form is ready for the next request.
  await expect(page.getByLabel('Start date')).toHaveValue('');
  await expect(page.getByLabel('Leave type')).toHaveValue('');

  await expectCard(page, { ...before, pending: before.pending + 3, available: (before.available ?? 0) - 3 });
  const item = history(page).getByRole('listitem', { name: requestId });
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('3 days');
  await expect(item).toContainText('Reason: Family trip');
  await expect(item).toContainText('Awaiting your manager’s decision.');
});

test('an overlapping application shows the server’s message naming the first request', async ({ page }) => {
  await signIn(page, USER);
  const week = await workingWeek(page, 5);
  const first = await applyByApi(page, { leaveType: 'LOP', startDate: week[1] ?? '', endDate: week[2] ?? '' });
  await openLeave(page);

  await page.getByLabel('Leave type').selectOption('LOP');
  await page.getByLabel('Start date').fill(week[2] ?? '');
  await page.getByLabel('End date').fill(week[3] ?? '');
  // The application is held on its way, to see the button while it is sent.
  const posts = await holdRequests(page, '**/api/leave/v1/apply');
  await applySection(page).getByRole('button', { name: 'Apply for leave' }).click();
  // It says it is sending, refuses a second press, and keeps the keyboard's place (a disabled button would lose focus).
  const sending = applySection(page).getByRole('button', { name: 'Sending…' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await expect(sending).toBeFocused();
  await sending.click({ force: true });
  posts.release();

  const message = applySection(page).getByRole('alert').filter({ hasText: first });
  await expect(message).toContainText('overlap');
  await expect(page.getByLabel('Start date')).toBeFocused();
  await expect(page.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
  // Nothing was recorded: the only request in those days is the first.
  await expect(applySection(page).getByRole('status').filter({ hasText: /sent: Pending/ })).toHaveCount(0);
  expect(posts.count()).toBe(1);
});

test('cancelling a pending request shows it cancelled and gives the days back', async ({ page }) => {
  await signIn(page, USER);
  const week = await workingWeek(page, 7);
  const before = await balanceOf(page, 'SL');
  const requestId = await applyByApi(page, { leaveType: 'SL', startDate: week[0] ?? '', endDate: week[1] ?? '', leaveReason: 'Surgery' });
  await openLeave(page, `/leave?year=${YEAR}`);
  await showBalanceFor(page, YEAR);
  await expectCard(page, { ...before, pending: before.pending + 2, available: (before.available ?? 0) - 2 });

  const item = history(page).getByRole('listitem', { name: requestId });
  await item.getByRole('button', { name: `Cancel request ${requestId}` }).click();
  // Keeping it returns to the button; then cancel for real, with a note, from the keyboard.
  await item.getByRole('button', { name: 'Keep the request' }).click();
  await expect(item.getByRole('button', { name: `Cancel request ${requestId}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await item.getByLabel('Note for your manager (optional)').fill('Postponed');
  await item.getByRole('button', { name: 'Yes, cancel it' }).click();

  await expect(item.getByRole('status')).toHaveText(`Request ${requestId} was cancelled and its days are back in your balance.`);
  await expect(item).toContainText('Cancelled');
  await expect(item).toContainText('“Postponed”');
  await expect(item.getByRole('button', { name: /Cancel request/ })).toHaveCount(0);
  await expectCard(page, before);

  // The status filter lives in the URL: cancelled requests only.
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(history(page).getByRole('listitem', { name: requestId })).toBeVisible();
  await page.getByLabel('Status').selectOption('pending');
  await expect(history(page).getByRole('listitem', { name: requestId })).toHaveCount(0);
});

/** An instant as the organisation's clock (India's, in the e2e server) shows it: "27 Nov 2026, 09:28". */
function onIndianClock(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day}, ${time}`;
}

// Each viewer applies in a month of its own: the two run at once, and the same days would overlap.
for (const [viewer, timezoneId, label, month] of [
  ['in India', 'Asia/Kolkata', '', 9],
  ['in New York', 'America/New_York', ' IST', 10],
] as const) {
  test.describe(`a viewer ${viewer}`, () => {
    test.use({ timezoneId });

    test('sees when a request was applied on the organisation’s clock, labelled where theirs differs, and the page hydrates without a mismatch', async ({ page }) => {
      await signIn(page, USER);
      const week = await workingWeek(page, month);
      const requestId = await applyByApi(page, { leaveType: 'LOP', startDate: week[0] ?? '', endDate: week[0] ?? '' });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openLeave(page);

      const applied = history(page).getByRole('listitem', { name: requestId }).locator('time').first();
      const appliedAt = (await applied.getAttribute('datetime')) ?? '';
      await expect(applied).toHaveText(`${onIndianClock(appliedAt)}${label}`);
      expect(errors).toEqual([]);
    });
  });
}

test('the page fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, USER);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await openLeave(page);
  await expect(card(page, 'Casual leave')).toContainText('Available');
  await expect(history(page).getByRole('status')).not.toHaveText(/Loading/);
  const week = await workingWeek(page, 2);
  await page.getByLabel('Start date').fill(week[4] ?? '');
  await page.getByLabel('End date').fill(week[5] ?? '');
  await expect(liveCount(page)).toHaveText('2 working days — the weekend is not counted.');
  expect(await overflow()).toBeLessThanOrEqual(0);
});
