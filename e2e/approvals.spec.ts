import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { holdRequests, signIn, switchUser } from './helpers';

// `employee` (Arjun Sharma) reports to `manager`; `employee2` reports to someone else.
const APPLICANT = 'Arjun Sharma';
const YEAR = new Date().getUTCFullYear() + 1;
// As the page writes a leave date: "Mon, 13 Sept, 2027".
const leaveDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

type Applied = { requestId: string; date: string; label: string };
type Wanted = { leaveType: 'CL' | 'SL' | 'EL'; leaveReason?: string };

// In order, in one worker: every test here moves `employee`'s balance of next year, and the flow at the
// end reads it exactly.
test.describe.configure({ mode: 'default' });

/** Requests made by a test, cancelled after it so a retry (same database) can apply again. */
const created: string[] = [];

test.afterEach(async ({ request }) => {
  for (const requestId of created.splice(0)) {
    // A rejected request cannot be cancelled (400); that is fine, it holds no days.
    await request.post('/api/leave/v1/request/action', { headers: { 'X-API-Key': E2E_API_KEY }, data: { requestId, action: 'cancel' } });
  }
});

/**
 * Working days of next year in `month`, from a random day on: other specs apply for `employee` too, and
 * one test's dates must not overlap another's (each test uses its own month).
 */
async function workingDays(page: Page, month: number, count: number): Promise<string[]> {
  const res = await page.request.get(`/api/leave/v1/calendar/user/employee?year=${YEAR}`);
  expect(res.status(), await res.text()).toBe(200);
  const { weekendDays, holidays } = (await res.json()) as { weekendDays: number[]; holidays: { date: string }[] };
  const off = new Set(holidays.map((h) => h.date));
  const days: string[] = [];
  for (let day = 1 + Math.floor(Math.random() * 18); days.length < count; day++) {
    const date = new Date(Date.UTC(YEAR, month - 1, day));
    const iso = date.toISOString().slice(0, 10);
    if (!weekendDays.includes(date.getUTCDay()) && !off.has(iso)) days.push(iso);
  }
  return days;
}

/** `employee` applies for one day per wanted request; the page ends on the home page, signed in as `manager`. */
async function applyThenSignInAsManager(page: Page, month: number, wanted: Wanted[]): Promise<Applied[]> {
  await signIn(page, 'employee');
  const days = await workingDays(page, month, wanted.length);
  const applied: Applied[] = [];
  for (const [i, want] of wanted.entries()) {
    const date = days[i] ?? '';
    const res = await page.request.post('/api/leave/v1/apply', { data: { ...want, startDate: date, endDate: date, leaveDuration: 'full_day' } });
    expect(res.status(), await res.text()).toBe(200);
    const { requestId } = (await res.json()) as { requestId: string };
    created.push(requestId);
    applied.push({ requestId, date, label: `${APPLICANT}, ${leaveDate.format(new Date(`${date}T00:00:00Z`))}` });
  }
  await switchUser(page, 'manager');
  await page.goto('/');
  return applied;
}

/** The request as the employee's history shows it (the manager may read a direct report's). */
async function inHistory(page: Page, requestId: string): Promise<any> {
  const res = await page.request.get(`/api/leave/v1/history/user/employee?year=${YEAR}&limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).items as any[]).find((r) => r.requestId === requestId);
}

const announcement = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const selectBox = (page: Page, r: Applied) => page.getByRole('checkbox', { name: `Select ${r.label}`, exact: true });

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a manager approves one request with a comment and rejects another by keyboard alone', async ({ page }) => {
  const [first, second] = await applyThenSignInAsManager(page, 9, [{ leaveType: 'CL', leaveReason: 'Cousin’s wedding' }, { leaveType: 'SL' }]);
  if (!first || !second) throw new Error('Two requests were applied for');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Approvals(, \d+ waiting)?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();

  // What the manager weighs, on the request's row: type, day, working days, reason and the balance left.
  const row = page.getByRole('row').filter({ has: selectBox(page, first) });
  await expect(row).toContainText('Casual leave');
  await expect(row).toContainText('Full day');
  await expect(row).toContainText('1 day');
  await expect(row).toContainText('Cousin’s wedding');
  await expect(row).toContainText(/\d+(\.\d)? days? left/);
  await expect(row).toContainText('this included');
  // The table begins at 1024 px, its narrowest: it must fit there as well.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(row).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('textbox', { name: `Comment (optional) for ${first.label}` }).fill('Enjoy the wedding');
  await page.getByRole('button', { name: `Approve leave of ${first.label}` }).click();
  await expect(announcement(page, `Approved: ${first.label}.`)).toBeVisible();
  // The row has gone with the button that had focus: focus waits on the result instead.
  await expect(page.getByRole('heading', { name: 'Your last decision' })).toBeFocused();
  await expect(selectBox(page, first)).toHaveCount(0);
  expect(await inHistory(page, first.requestId)).toMatchObject({
    status: 'approved',
    decision: { action: 'approve', by: 'manager', comments: 'Enjoy the wedding' },
  });

  // By keyboard alone: write the comment, Tab past Approve to Reject, press Enter.
  await page.getByRole('textbox', { name: `Comment (optional) for ${second.label}` }).focus();
  await page.keyboard.type('Release week: please pick another day');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Approve leave of ${second.label}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Reject leave of ${second.label}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcement(page, `Rejected: ${second.label}.`)).toBeVisible();
  await expect(selectBox(page, second)).toHaveCount(0);
  expect(await inHistory(page, second.requestId)).toMatchObject({
    status: 'rejected',
    decision: { action: 'reject', by: 'manager', comments: 'Release week: please pick another day' },
  });
});

test('on a 375 px phone a manager approves several at once and sees each result, one decided meanwhile included', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const [a, b, late] = await applyThenSignInAsManager(page, 11, [{ leaveType: 'EL' }, { leaveType: 'EL' }, { leaveType: 'SL' }]);
  if (!a || !b || !late) throw new Error('Three requests were applied for');
  await page.goto('/approvals');
  for (const r of [a, b, late]) await expect(selectBox(page, r)).toBeVisible();
  await expect(page.getByRole('article', { name: a.label })).toContainText('Earned leave');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const all = page.getByRole('checkbox', { name: 'Select all on this page' });
  await all.check();
  for (const r of [a, b, late]) await expect(selectBox(page, r)).toBeChecked();
  await all.uncheck();
  for (const r of [a, b, late]) await expect(selectBox(page, r)).not.toBeChecked();
  for (const r of [a, b, late]) await selectBox(page, r).check();
  await expect(page.getByText(/^3 of \d+ selected$/)).toBeVisible();

  // Someone else (another tab) decides one of them meanwhile, so this page's view of it is out of date.
  const behind = await page.request.post('/api/leave/v1/request/action', { data: { requestId: late.requestId, action: 'reject', comments: 'Decided elsewhere' } });
  expect(behind.status(), await behind.text()).toBe(200);

  // The decisions are held on their way until the progress has been seen.
  const decisions = await holdRequests(page, '**/api/leave/v1/request/action');
  await page.getByRole('textbox', { name: 'Comment for the selected requests (optional)' }).fill('Approved together');
  await page.getByRole('button', { name: 'Approve 3 selected' }).click();
  await expect(announcement(page, /^Approving 1 of 3…$/)).toBeVisible();
  decisions.release();

  const summary = announcement(page, `2 approved, 1 could not be: ${late.label}:`);
  await expect(summary).toContainText('cannot be approved');
  await expect(summary).toContainText('Someone else decided it first');
  const results = page.getByRole('list', { name: 'Result for each request' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  await expect(results.nth(0)).toContainText(`Approved: ${a.label}`);
  await expect(results.nth(1)).toContainText(`Approved: ${b.label}`);
  await expect(results.nth(2)).toContainText(`Not approved: ${late.label}`);
  await expect(results.nth(2)).toContainText('is rejected; it cannot be approved');
  for (const r of [a, b, late]) await expect(selectBox(page, r)).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  for (const r of [a, b]) expect(await inHistory(page, r.requestId)).toMatchObject({ status: 'approved', decision: { by: 'manager', comments: 'Approved together' } });
  expect(await inHistory(page, late.requestId)).toMatchObject({ status: 'rejected', decision: { comments: 'Decided elsewhere' } });
});

test('someone who decides nobody’s leave is told why instead of seeing the queue', async ({ page }) => {
  await signIn(page, 'employee2');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await page.goto('/approvals');
  await expect(page.getByRole('alert').filter({ hasText: 'You need the manager or HR admin role' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for your decision' })).toHaveCount(0);
});

test('an employee applies on /leave, the manager approves, and the employee sees the days move from pending to used', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'employee');
  const [day = ''] = await workingDays(page, 4, 1);
  const balance = async () => {
    const res = await page.request.get(`/api/leave/v1/detail/user/employee?year=${YEAR}`);
    return ((await res.json()).items as { leaveType: string; used: number; pending: number; available: number }[]).find((b) => b.leaveType === 'SL');
  };
  const before = await balance();
  const sick = page.getByRole('region', { name: 'Sick leave', exact: true });
  const figure = (label: string, value: number | undefined) => new RegExp(`${label} ${value}(?![\\d.])`);
  await page.goto('/leave');
  // The form fetches the balances once hydrated; typing before then would be reset.
  await expect(page.locator('option[value="SL"]', { hasText: 'available' })).toHaveCount(1);
  await page.getByLabel('Balance year').selectOption(String(YEAR));
  await expect(sick).toContainText(figure('Available', before?.available));

  await page.getByLabel('Leave type').selectOption('SL');
  await page.getByLabel('Start date').fill(day);
  await page.getByLabel('End date').fill(day);
  await page.getByRole('region', { name: 'Apply for leave' }).getByRole('button', { name: 'Apply for leave' }).click();
  const success = page.getByRole('status').filter({ hasText: /Request LV-\d+ sent: Pending/ });
  await expect(success).toBeVisible();
  const requestId = /LV-\d+/.exec((await success.textContent()) ?? '')?.[0] ?? '';
  created.push(requestId);
  await expect(sick).toContainText(figure('Pending', (before?.pending ?? 0) + 1));
  await expect(sick).toContainText(figure('Available', (before?.available ?? 0) - 1));

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager');
  await manager.goto('/approvals');
  const label = `${APPLICANT}, ${leaveDate.format(new Date(`${day}T00:00:00Z`))}`;
  await manager.getByRole('checkbox', { name: `Select ${label}`, exact: true }).check();
  await manager.getByRole('button', { name: /^Approve 1 selected/ }).click();
  await expect(announcement(manager, `Approved: ${label}.`)).toBeVisible();
  await managerContext.close();

  await page.reload();
  await page.getByLabel('Balance year').selectOption(String(YEAR));
  await expect(sick).toContainText(figure('Used', (before?.used ?? 0) + 1));
  await expect(sick).toContainText(figure('Pending', before?.pending));
  await expect(sick).toContainText(figure('Available', (before?.available ?? 0) - 1));
  const row = page.getByRole('listitem').filter({ hasText: requestId });
  await expect(row).toContainText('Approved');
  // By name, never by username.
  await expect(row).toContainText('Approved by Meera Iyer');
});
