import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { signIn, switchUser } from './helpers';

// Work reaches the person who must act (issue 29): `employee` (Arjun Sharma) asks, and `manager` (Meera
// Iyer), his manager, hears of it on the bell, in the inbox and on Approvals; a punch far from the office
// is reviewed there, and Arjun hears of the decision. Other specs ask things of `manager` too, so counts
// are only checked to be there, and each test finds its own items by their ids and times.

const YEAR = new Date().getUTCFullYear() + 1;

/** Leave asked by a test, cancelled after it (a system may cancel any) so a retry can ask for the same day. */
const created: string[] = [];

test.afterEach(async ({ request }) => {
  for (const requestId of created.splice(0)) {
    await request.post('/api/leave/v1/request/action', { headers: { 'X-API-Key': E2E_API_KEY }, data: { requestId, action: 'cancel' } });
  }
});

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications\b/ });
const approvalsLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: /^Approvals\b/ });
const inboxItem = (page: Page, text: string) => page.getByRole('region', { name: /notifications$/ }).getByRole('listitem').filter({ hasText: text });

/** A working day of next year's June for `employee`, from a random day on (other specs use other months). */
async function workingDayInJune(page: Page): Promise<string> {
  const res = await page.request.get(`/api/leave/v1/calendar/user/employee?year=${YEAR}`);
  expect(res.status(), await res.text()).toBe(200);
  const { weekendDays, holidays } = (await res.json()) as { weekendDays: number[]; holidays: { date: string }[] };
  for (let day = 1 + Math.floor(Math.random() * 20); ; day++) {
    const date = new Date(Date.UTC(YEAR, 5, day));
    const iso = date.toISOString().slice(0, 10);
    if (!weekendDays.includes(date.getUTCDay()) && !holidays.some((h) => h.date === iso)) return iso;
  }
}

test('the manager’s notice: leave asked for in the browser reaches the manager’s bell, inbox and Approvals count', async ({ page }) => {
  await signIn(page, 'employee');
  const day = await workingDayInJune(page);
  await page.goto('/leave');
  await expect(page.locator('option[value="LOP"]')).toHaveCount(1);
  const apply = page.getByRole('region', { name: 'Apply for leave' });
  await page.getByLabel('Leave type').selectOption('LOP');
  await page.getByLabel('Start date').fill(day);
  await page.getByLabel('End date').fill(day);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/leave/v1/apply') && r.request().method() === 'POST');
  await apply.getByRole('button', { name: 'Apply for leave' }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  const { requestId } = (await res.json()) as { requestId: string };
  created.push(requestId);
  await expect(apply.getByRole('status').filter({ hasText: `Request ${requestId} sent` })).toBeVisible();

  await switchUser(page, 'manager');
  await page.goto('/');
  // Both counts are in the first paint, named for screen readers.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await expect(approvalsLink(page)).toHaveAccessibleName(/^Approvals, [1-9]\d* waiting$/);
  await bell(page).click();
  await expect(page).toHaveURL(/\/inbox$/);
  const notice = inboxItem(page, requestId);
  await expect(notice.getByRole('heading', { name: 'Leave request from Arjun Sharma' })).toBeVisible();
  await expect(notice).toContainText(`Arjun Sharma asked for 1 day of loss of pay, `);
  await notice.getByRole('link', { name: 'Decide on Approvals' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
});

test('the flagged punch decision: the manager rejects a punch far from the office, which then does not count, and the employee is told', async ({ page }) => {
  await signIn(page, 'employee');
  // Yesterday, at an early minute of its own, from Pune: no other punch of the day is earlier, so it is the day's in.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const time = `05:${String(10 + Math.floor(Math.random() * 50)).padStart(2, '0')}`;
  const made = await page.request.post('/api/attendance/v1/punch', {
    data: { punchDate: yesterday, punchTime: time, latitudeCoordinate: 18.5204, longitudeCoordinate: 73.8567, location: 'Home, Pune' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const punch = (await made.json()) as { punchId: string; punchDate: string; insideGeofence: boolean };
  expect(punch.insideGeofence).toBe(false);
  const dayOf = async () => {
    const res = await page.request.get(`/api/attendance/v1/list/user/employee?from=${punch.punchDate}&to=${punch.punchDate}`);
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()).items as { firstIn: string | null }[])[0];
  };
  expect((await dayOf())?.firstIn).toBe(`${time}:00`);

  await switchUser(page, 'manager');
  await page.goto('/approvals');
  const section = page.getByRole('region', { name: 'Flagged punches' });
  const card = section.getByRole('article', { name: new RegExp(`^Arjun Sharma, .* at ${time}$`) });
  await expect(card).toContainText('“Home, Pune”');
  await expect(card).toContainText(/\d+ km from Bengaluru - Whitefield/);
  await card.getByLabel(/^Comment \(optional\)/).fill('You were working from home without asking');
  await card.getByRole('button', { name: /^Reject punch of Arjun Sharma/ }).click();
  // The report of the decision stays above the list the punch has left.
  await expect(page.getByRole('status').filter({ hasText: /^Rejected: punch of Arjun Sharma/ })).toBeVisible();
  await expect(card).toHaveCount(0);

  await switchUser(page, 'employee');
  await page.goto('/');
  // The day no longer starts with the rejected punch, and the punch shows its review.
  expect((await dayOf())?.firstIn).not.toBe(`${time}:00`);
  const detail = await page.request.get(`/api/attendance/v1/punch/detail/user/employee?date=${punch.punchDate}`);
  const shown = ((await detail.json()).items as { punchId: string; review: { status: string } | null }[]).find((p) => p.punchId === punch.punchId);
  expect(shown?.review?.status).toBe('rejected');
  await bell(page).click();
  const notice = inboxItem(page, `Punch rejected: ${time}`);
  await expect(notice).toContainText(`Meera Iyer rejected your punch at ${time}`);
  await expect(notice).toContainText('It does not count towards that day.');
  await expect(notice).toContainText('Meera Iyer’s comment: “You were working from home without asking”');
});
