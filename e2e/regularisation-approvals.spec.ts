import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { holdRequests, signIn, switchUser } from './helpers';

// `employee` (Arjun Sharma) reports to `manager`; `employee2` reports to someone else.
const APPLICANT = 'Arjun Sharma';
// As the page writes a day: "Mon, 13 Apr, 2026".
const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const ACTION = '/api/attendance/v1/regularise/action';

type Day = {
  date: string;
  status: string;
  firstIn: string | null;
  lastOut: string | null;
  leave: unknown;
  regularisation: { regularisationId: string; status: string } | null;
};
type Asked = { regularisationId: string; date: string; reason: string; label: string; day: Day; today: string };

// In order, in one worker: each test takes the most recent free day 2–9 days back, which the test before
// may have just used. Another spec regularises days 10 or more back, so the two never meet.
test.describe.configure({ mode: 'default' });

/** Regularisations asked by a test, rejected after it (a system may decide any) so a retry finds its day free. */
const created: string[] = [];

test.afterEach(async ({ request }) => {
  for (const regularisationId of created.splice(0)) {
    // One already decided answers 400 conflict_state; that is fine.
    await request.post(ACTION, { headers: { 'X-API-Key': E2E_API_KEY }, data: { regularisationId, action: 'reject', comments: 'e2e clean-up' } });
  }
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `employee`’s days for a list query (a month, or from and to); the page may be signed in as `employee` or `manager`. */
async function employeeDays(page: Page, query: string): Promise<Day[]> {
  const res = await page.request.get(`/api/attendance/v1/list/user/employee?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items as Day[];
}

const NOT_REGULARISABLE = ['holiday', 'weekend', 'on_leave', 'regularised'];

/** The most recent day 2–9 days back that `employee` may ask to correct, and the server's today; the page is signed in as `employee`. */
async function freeDay(page: Page): Promise<{ day: Day; today: string }> {
  // The server counts days in the organisation's zone, up to a day off UTC: ask for a little more at both
  // ends, and count back from the last row, which is the server's today.
  const utc = new Date().toISOString().slice(0, 10);
  const days = await employeeDays(page, `from=${addDays(utc, -12)}&to=${addDays(utc, 1)}&limit=31`);
  const today = days.at(-1)?.date ?? utc;
  const free = days.filter(
    (d) =>
      d.date >= addDays(today, -9) &&
      d.date <= addDays(today, -2) &&
      !NOT_REGULARISABLE.includes(d.status) &&
      // Half-day leave counts as leave too; and one request may wait per day.
      d.leave === null &&
      d.regularisation?.status !== 'pending',
  );
  const day = free.at(-1);
  if (!day) throw new Error(`No day 2–9 days before ${today} is free to regularise: ${JSON.stringify(days)}`);
  return { day, today };
}

const ask = (page: Page, date: string, reason: string) =>
  page.request.post('/api/attendance/v1/regularise', { data: { regularizationDate: date, modifiedInTime: '09:05', modifiedOutTime: '18:10', comments: reason } });

/** `employee` asks to correct a free day; the page ends on the home page, signed in as `manager`. */
async function askThenSignInAsManager(page: Page, reason: string): Promise<Asked> {
  await signIn(page, 'employee');
  let { day, today } = await freeDay(page);
  let res = await ask(page, day.date, reason);
  // A retry in another worker may have taken that day in between (the answer names the request waiting): take the next free one.
  if (res.status() === 400 && (await res.json()).regularisationId) {
    ({ day, today } = await freeDay(page));
    res = await ask(page, day.date, reason);
  }
  expect(res.status(), await res.text()).toBe(200);
  const { regularisationId } = (await res.json()) as { regularisationId: string };
  created.push(regularisationId);
  await switchUser(page, 'manager');
  await page.goto('/');
  return { regularisationId, date: day.date, reason, day, today, label: `${APPLICANT}, ${dayFormat.format(new Date(`${day.date}T00:00:00Z`))}` };
}

/** A reason no other test or run writes, so the card found is this test's. */
const reasonFor = (what: string) => `${what} (e2e ${Math.random().toString(36).slice(2, 8)})`;

/** What the card says was punched that day, from the day's row before the request. */
function punched(day: Day): string {
  if (!day.firstIn) return 'No punches';
  const out = day.lastOut && day.lastOut !== day.firstIn ? day.lastOut.slice(0, 5) : 'no out punch';
  return `${day.firstIn.slice(0, 5)} – ${out}`;
}

const section = (page: Page) => page.getByRole('region', { name: 'Attendance regularisations' });
const card = (page: Page, r: Asked) => section(page).getByRole('article', { name: r.label, exact: true }).filter({ hasText: r.reason });
const fact = (page: Page, r: Asked, term: string) => card(page, r).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
const announcement = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const decisionSent = (page: Page) => page.waitForResponse((res) => res.url().endsWith(ACTION) && res.request().method() === 'POST');

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('an employee asks to correct a past day, the manager approves it, and the day shows as regularised with the approved times', async ({ page }) => {
  const asked = await askThenSignInAsManager(page, reasonFor('Forgot to punch out after the release'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Approvals(, \d+ waiting)?$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance regularisations' })).toBeVisible();

  // What the manager weighs: the day, the times asked for beside the punches, the reason and when it was asked.
  await expect(card(page, asked)).toBeVisible();
  await expect(fact(page, asked, 'Day')).toHaveText(dayFormat.format(new Date(`${asked.date}T00:00:00Z`)));
  await expect(fact(page, asked, 'Asked for')).toHaveText('09:05 – 18:10');
  await expect(fact(page, asked, 'Punched')).toHaveText(punched(asked.day));
  await expect(fact(page, asked, 'Reason')).toHaveText(`“${asked.reason}”`);
  await expect(fact(page, asked, 'Asked')).not.toBeEmpty();

  await card(page, asked).getByRole('textbox', { name: `Comment (optional) for regularisation of ${asked.label}` }).fill('Confirmed with the release notes');
  const sent = decisionSent(page);
  await card(page, asked).getByRole('button', { name: `Approve regularisation of ${asked.label}` }).click();
  expect(await (await sent).json()).toMatchObject({
    regularisationId: asked.regularisationId,
    status: 'approved',
    decision: { action: 'approve', by: 'manager', comments: 'Confirmed with the release notes' },
  });
  await expect(announcement(page, `Approved: regularisation of ${asked.label}.`)).toBeVisible();
  // The card has gone with the button that had focus: focus waits on the result instead.
  await expect(page.getByRole('heading', { name: 'Your last regularisation decision' })).toBeFocused();
  await expect(card(page, asked)).toHaveCount(0);

  // The employee's attendance for that day now carries the approved times: in the list API...
  await switchUser(page, 'employee');
  const days = await employeeDays(page, `month=${asked.date.slice(0, 7)}&limit=31`);
  expect(days.find((d) => d.date === asked.date)).toMatchObject({
    status: 'regularised',
    firstIn: '09:05:00',
    lastOut: '18:10:00',
    regularisation: { regularisationId: asked.regularisationId, status: 'approved' },
  });
  // ...and on their attendance page, which opens on the current month.
  await page.goto('/attendance');
  if (asked.date.slice(0, 7) !== asked.today.slice(0, 7)) await page.getByRole('button', { name: /^Previous month/ }).click();
  const cell = page
    .getByRole('list', { name: /^Days of / })
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${asked.date}"]`) });
  await expect(cell).toContainText('Regularised');
  await expect(cell).toContainText('09:05 – 18:10');
});

test('on a 375 px phone a manager rejects a regularisation by keyboard alone, seeing progress while it is sent', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const asked = await askThenSignInAsManager(page, reasonFor('Badge reader at the gate was down'));
  await page.goto('/approvals');
  await expect(card(page, asked)).toBeVisible();
  await card(page, asked).scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Hold the decision on its way until its progress has been seen (a fixed delay once ran out first on a busy machine).
  const decisions = await holdRequests(page, `**${ACTION}`);
  const approve = card(page, asked).getByRole('button', { name: `Approve regularisation of ${asked.label}` });
  const reject = card(page, asked).getByRole('button', { name: `Reject regularisation of ${asked.label}` });
  await card(page, asked).getByRole('textbox', { name: `Comment (optional) for regularisation of ${asked.label}` }).focus();
  await page.keyboard.type('The gate log shows you left at 17:00');
  await page.keyboard.press('Tab');
  await expect(approve).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  const sent = decisionSent(page);
  await page.keyboard.press('Enter');

  // While it is sent: a spinner and new words on the pressed button, which keeps the focus; both refuse presses.
  const rejecting = card(page, asked).getByRole('button', { name: `Rejecting… regularisation of ${asked.label}` });
  await expect(rejecting).toBeFocused();
  await expect(rejecting.locator('svg')).toBeVisible();
  await expect(rejecting).toHaveAttribute('aria-disabled', 'true');
  await expect(approve).toHaveAttribute('aria-disabled', 'true');
  decisions.release();
  expect(await (await sent).json()).toMatchObject({
    status: 'rejected',
    decision: { action: 'reject', by: 'manager', comments: 'The gate log shows you left at 17:00' },
  });
  await expect(announcement(page, `Rejected: regularisation of ${asked.label}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your last regularisation decision' })).toBeFocused();
  await expect(card(page, asked)).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A rejection leaves the day as it was.
  const day = (await employeeDays(page, `month=${asked.date.slice(0, 7)}&limit=31`)).find((d) => d.date === asked.date);
  expect(day).toMatchObject({ status: asked.day.status, firstIn: asked.day.firstIn, lastOut: asked.day.lastOut });
});

test('a regularisation decided elsewhere meanwhile is reported as such and leaves the list', async ({ page, request }) => {
  const asked = await askThenSignInAsManager(page, reasonFor('Worked from the client office'));
  await page.goto('/approvals');
  await expect(card(page, asked)).toBeVisible();

  // Someone else (here a system) decides it while this page still shows it.
  const behind = await request.post(ACTION, { headers: { 'X-API-Key': E2E_API_KEY }, data: { regularisationId: asked.regularisationId, action: 'reject' } });
  expect(behind.status(), await behind.text()).toBe(200);

  await card(page, asked).getByRole('button', { name: `Approve regularisation of ${asked.label}` }).click();
  const result = announcement(page, `Not approved: regularisation of ${asked.label}:`);
  await expect(result).toContainText('Someone else already decided this.');
  await expect(result).toContainText('is already rejected');
  // The list was fetched again, without the request.
  await expect(card(page, asked)).toHaveCount(0);
});

test('someone who manages nobody neither sees nor decides another team’s regularisation', async ({ page }) => {
  const asked = await askThenSignInAsManager(page, reasonFor('Punched on the wrong device'));
  await switchUser(page, 'employee2');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await page.goto('/approvals');
  await expect(page.getByRole('alert').filter({ hasText: 'You need the manager or HR admin role' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendance regularisations' })).toHaveCount(0);
  await expect(page.getByText(asked.reason)).toHaveCount(0);

  // Nor through the API: their queue leaves it out, and deciding it is refused.
  const queue = await page.request.get('/api/attendance/v1/regularise/approvals?limit=100');
  expect(queue.status(), await queue.text()).toBe(200);
  expect(((await queue.json()).items as { regularisationId: string }[]).map((r) => r.regularisationId)).not.toContain(asked.regularisationId);
  const decide = await page.request.post(ACTION, { data: { regularisationId: asked.regularisationId, action: 'approve' } });
  expect(decide.status()).toBe(403);
});

test('the queue says when it could not load, retries, and says when nothing is waiting', async ({ page }) => {
  await signIn(page, 'manager');
  // The shared database always has something waiting, so the answers are made up here.
  let answer: 'error' | 'empty' = 'error';
  await page.route('**/api/attendance/v1/regularise/approvals?*', (route) =>
    answer === 'error'
      ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ detail: 'The queue is resting.', code: 'unavailable' }) })
      : route.fulfill({ json: { items: [], offset: 0, limit: 20, total: 0 } }),
  );
  await page.goto('/approvals');
  const failed = section(page).getByRole('alert').filter({ hasText: 'The regularisations could not be loaded' });
  await expect(failed).toContainText('The queue is resting.');
  answer = 'empty';
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page).getByText('No regularisations are waiting for you')).toBeVisible();
  await expect(section(page).getByRole('status')).toHaveText('No regularisations');
});
