import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY, E2E_DATABASE } from '../playwright.config';
import { signIn } from './helpers';

// The team calendar beside a request: two of `manager`'s reports apply for overlapping days, and the
// manager sees on Approvals who else is off beside each request, the overlap marked, and both people in
// the month view. The demo gives `manager` one report, `employee` (Arjun Sharma); for this test a second
// person of the same office reports to `manager` too, and goes back afterwards: one with no reports,
// nothing waiting for a decision and no leave since last month, so no other spec's queue or calendar
// changes meanwhile.

const APPLICANT = 'Arjun Sharma';
const YEAR = new Date().getUTCFullYear() + 1;
// October of next year: the other specs that apply for `employee` keep to other months.
const MONTH = 10;
const apiKey = { 'X-API-Key': E2E_API_KEY };
const PHONE = { width: 375, height: 800 };
// As the page writes a leave date: "Wed, 13 Oct, 2027".
const leaveDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const words = (date: string) => leaveDate.format(new Date(`${date}T00:00:00Z`));
/** "Wed 13 Oct": how "Also off" names a day. */
const shortWords = (date: string) => words(date).split(', ').slice(0, 2).join(' ');

type Teammate = { id: number; username: string; displayName: string; managerId: number | null };

function openDatabase(): Database.Database {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 10000');
  return db;
}

/** Puts a colleague of `employee`'s office with nothing to decide under `manager`; the version triggers refresh the server's caches. */
function borrowTeammate(): Teammate {
  const db = openDatabase();
  try {
    const teammate = db
      .prepare(
        `SELECT id, username, display_name AS displayName, manager_id AS managerId FROM employees e
         WHERE status = 'active' AND location_code = (SELECT location_code FROM employees WHERE username = 'employee')
           AND username NOT IN ('admin', 'recruiter', 'manager', 'employee', 'employee2')
           AND NOT EXISTS (SELECT 1 FROM employees r WHERE r.manager_id = e.id)
           AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.id AND (l.status = 'pending' OR l.end_date >= date('now', '-1 month')))
           AND NOT EXISTS (SELECT 1 FROM regularisations g WHERE g.employee_id = e.id AND g.status = 'pending')
         ORDER BY id LIMIT 1`,
      )
      .get() as Teammate | undefined;
    if (!teammate) throw new Error('no colleague without records to borrow');
    db.prepare(`UPDATE employees SET manager_id = (SELECT id FROM employees WHERE username = 'manager') WHERE id = ?`).run(teammate.id);
    return teammate;
  } finally {
    db.close();
  }
}

function giveBack(teammate: Teammate): void {
  const db = openDatabase();
  try {
    db.prepare('UPDATE employees SET manager_id = ? WHERE id = ?').run(teammate.managerId, teammate.id);
  } finally {
    db.close();
  }
}

let borrowed: Teammate | undefined;
const created: string[] = [];

test.afterEach(async ({ request }) => {
  for (const requestId of created.splice(0)) {
    await request.post('/api/leave/v1/request/action', { headers: apiKey, data: { requestId, action: 'cancel' } });
  }
  if (borrowed) giveBack(borrowed);
  borrowed = undefined;
});

/** Three working days of `employee`'s office in October of next year, one after another, from a random day on. */
async function threeWorkingDays(page: Page): Promise<[string, string, string]> {
  const res = await page.request.get(`/api/leave/v1/calendar/user/employee?year=${YEAR}`, { headers: apiKey });
  expect(res.status(), await res.text()).toBe(200);
  const { weekendDays, holidays } = (await res.json()) as { weekendDays: number[]; holidays: { date: string }[] };
  const off = new Set(holidays.map((h) => h.date));
  const days: string[] = [];
  for (let day = 1 + Math.floor(Math.random() * 18); days.length < 3; day++) {
    const date = new Date(Date.UTC(YEAR, MONTH - 1, day));
    const iso = date.toISOString().slice(0, 10);
    if (!weekendDays.includes(date.getUTCDay()) && !off.has(iso)) days.push(iso);
  }
  return days as [string, string, string];
}

async function applyFor(page: Page, username: string, leaveType: string, startDate: string, endDate: string): Promise<void> {
  const res = await page.request.post('/api/leave/v1/apply', { headers: apiKey, data: { username, leaveType, startDate, endDate } });
  expect(res.status(), await res.text()).toBe(200);
  created.push(((await res.json()) as { requestId: string }).requestId);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('two reports off on overlapping days: each request names the other, the overlap marked, and the month shows both', async ({ page }) => {
  test.setTimeout(90_000);
  const teammate = (borrowed = borrowTeammate());
  const [first, second, third] = await threeWorkingDays(page);
  await applyFor(page, 'employee', 'LOP', first, second);
  await applyFor(page, teammate.username, 'CL', second, third);

  await signIn(page, 'manager');
  await page.goto('/approvals');

  // Arjun's request: the teammate is off on the second day, and only that day is marked.
  const arjunRow = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${APPLICANT}, ${words(first)} – ${words(second)}`, exact: true }) });
  const arjunOverlap = arjunRow.getByRole('list', { name: `Also off during ${APPLICANT}’s leave` });
  await expect(arjunOverlap.getByRole('listitem')).toHaveText([`${teammate.displayName} (${shortWords(second)}, pending)`]);
  await expect(arjunOverlap.locator('mark')).toHaveText([shortWords(second)]);

  // The teammate's request names Arjun the same way.
  const teammateRow = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${teammate.displayName}, ${words(second)} – ${words(third)}`, exact: true }) });
  const teammateOverlap = teammateRow.getByRole('list', { name: `Also off during ${teammate.displayName}’s leave` });
  await expect(teammateOverlap.getByRole('listitem')).toHaveText([`${APPLICANT} (${shortWords(second)}, pending)`]);
  await expect(teammateOverlap.locator('mark')).toHaveText([shortWords(second)]);

  // The month view, moved to October of next year with its own Next button, by keyboard.
  const month = page.getByRole('region', { name: /^Your team in / });
  const target = `Your team in October ${YEAR}`;
  const next = month.getByRole('button', { name: /^Next month/ });
  for (let i = 0; i < 24 && (await month.getByRole('heading', { level: 2 }).textContent()) !== target; i++) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(month).toHaveAttribute('aria-busy', 'false');
  }
  const grid = month.getByRole('table', { name: `Who on your team is off in October ${YEAR}` });
  await expect(grid).toBeVisible();
  const rowOf = (name: string) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(rowOf(APPLICANT).getByRole('cell', { name: 'Loss of pay, pending', exact: true })).toHaveCount(2);
  await expect(rowOf(teammate.displayName).getByRole('cell', { name: 'Casual leave, pending', exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);

  // On a phone the month scrolls inside its own region, not the page, and the names stay in view.
  await page.setViewportSize(PHONE);
  const scroller = page.getByRole('region', { name: `Who on your team is off in October ${YEAR}` });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(rowOf(APPLICANT).getByRole('rowheader')).toBeInViewport();
  await expectNoAxeViolations(page);
});
