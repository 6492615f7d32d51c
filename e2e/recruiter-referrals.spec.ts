import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOpenJob, holdRequests, signIn, switchUser, uniqueDigits } from './helpers';

type Referred = { referralId: string; jobCode: string; name: string; email: string };

/** `employee` refers a new person to a job open for referral; the page ends on the home page, signed in as `recruiter`. */
async function referThenSignInAsRecruiter(page: Page): Promise<Referred> {
  await signIn(page, 'employee');
  const jobs = await page.request.get('/api/referrals/v1/job?offset=0&limit=1');
  expect(jobs.status()).toBe(200);
  const [job] = (await jobs.json()).items as { jobCode: string }[];
  if (!job) throw new Error('The seed has no job open for referral');
  const digits = uniqueDigits();
  const name = `Meera Nair ${digits}`;
  const email = `meera.e2e.${digits}@example.com`;
  const res = await page.request.post('/api/referrals/v1/refer', { data: { candidateName: name, email, jobCode: job.jobCode } });
  expect(res.status(), await res.text()).toBe(200);
  const { referralId } = await res.json();
  await switchUser(page, 'recruiter');
  await page.goto('/');
  return { referralId, jobCode: job.jobCode, name, email };
}

/** Refers a new person to `jobCode` with the signed-in employee's session. */
async function refer(page: Page, jobCode: string, first: string): Promise<{ name: string; referralId: string }> {
  const digits = uniqueDigits();
  const name = `${first} Board ${digits}`;
  const res = await page.request.post('/api/referrals/v1/refer', { data: { candidateName: name, email: `${first.toLowerCase()}.board.${digits}@example.com`, jobCode } });
  expect(res.status(), await res.text()).toBe(200);
  return { name, referralId: (await res.json()).referralId };
}

const column = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const cardIn = (page: Page, label: string, name: string) => column(page, label).getByRole('article', { name, exact: true });
const announcement = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Presses Tab until `target` has focus: the way a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the control');
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('a recruiter moves a referral along the board by button and by keyboard alone', async ({ page }) => {
  // Two sign-ins and three moves, each refetching seven columns: near the default limit on a busy machine.
  test.slow();
  const { jobCode, name, email } = await referThenSignInAsRecruiter(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pipeline', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral pipeline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Referral board' }).getByRole('heading', { level: 2 })).toHaveText([
    'Submitted',
    'Screening',
    'Interviewing',
    'Offered',
    'Hired',
    'Rejected',
    'Withdrawn',
  ]);

  // The job filter lives in the URL, so the view can be shared.
  await page.goto(`/recruiter/referrals?jobCode=${jobCode}`);
  await expect(page.getByLabel('Job', { exact: true })).toHaveValue(jobCode);

  const submitted = cardIn(page, 'Submitted', name);
  await expect(submitted).toContainText(jobCode);
  // People by name, never by username: `employee` is Arjun Sharma.
  await expect(submitted).toContainText(/Referred by\s*Arjun Sharma/);
  await expect(submitted).not.toContainText('employee');
  await submitted.getByText('History (1)').click();
  await expect(submitted.getByRole('list', { name: `History of ${name}` }).getByRole('listitem')).toHaveText([/^Submitted · .* · by Arjun Sharma$/]);
  await expect(submitted.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(submitted.locator('dd time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // Only the legal moves are offered: never straight to hired.
  await expect(submitted.getByRole('group', { name: `Move ${name}` }).getByRole('button')).toHaveText(['Move to Screening', 'Reject', 'Mark as withdrawn']);
  await expect(submitted.getByRole('button', { name: /hired/i })).toHaveCount(0);

  // By button: the move is announced and focus follows the card to its new column.
  await submitted.getByRole('button', { name: 'Move to Screening' }).click();
  await expect(announcement(page, `Moved ${name} to Screening.`)).toBeVisible();
  const screening = cardIn(page, 'Screening', name);
  await expect(screening).toBeFocused();
  await expect(cardIn(page, 'Submitted', name)).toHaveCount(0);

  // By keyboard alone, from the focused card: open the note, write it, press the move with Space.
  await tabTo(page, screening.getByText('Add a note'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(screening.getByLabel('Note (optional)')).toBeFocused();
  await page.keyboard.type('Strong system design round');
  await tabTo(page, screening.getByRole('button', { name: 'Move to Interviewing' }));
  await page.keyboard.press('Space');
  await expect(announcement(page, `Moved ${name} to Interviewing.`)).toBeVisible();
  const interviewing = cardIn(page, 'Interviewing', name);
  await expect(interviewing).toBeFocused();
  await expect(interviewing).toContainText('Note by Farhan Qureshi: “Strong system design round”');
  await interviewing.getByText('History (3)').click();
  await expect(interviewing.getByRole('list', { name: `History of ${name}` }).getByRole('listitem').last()).toContainText(
    /Interviewing · .* · by Farhan Qureshi\s*“Strong system design round”/,
  );
  await expect(interviewing.getByRole('button')).toHaveText(['Move to Offered', 'Reject', 'Mark as withdrawn']);

  // Rejecting asks first, since it is final; the rejected card offers no moves at all.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`Reject ${name}?`);
    void dialog.accept();
  });
  await interviewing.getByRole('button', { name: 'Reject' }).click();
  await expect(announcement(page, `Moved ${name} to Rejected.`)).toBeVisible();
  const rejected = cardIn(page, 'Rejected', name);
  await expect(rejected).toBeFocused();
  await expect(rejected.getByRole('button')).toHaveCount(0);
  await expect(rejected).toContainText(/Bonus\s*None/);
  await expect(cardIn(page, 'Interviewing', name)).toHaveCount(0);
});

test('a move someone else already made shows the server’s reason and where the card stands', async ({ page }) => {
  const { referralId, jobCode, name } = await referThenSignInAsRecruiter(page);
  await page.goto(`/recruiter/referrals?jobCode=${jobCode}`);
  const stale = cardIn(page, 'Submitted', name);
  await expect(stale.getByRole('button', { name: 'Move to Screening' })).toBeVisible();

  // Someone else moves it meanwhile, so this board's "Move to Screening" is out of date.
  expect((await page.request.post(`/api/referrals/v1/refer/${referralId}/status`, { data: { status: 'screening' } })).status()).toBe(200);
  await stale.getByRole('button', { name: 'Move to Screening' }).click();
  await expect(announcement(page, `${name} was not moved.`)).toContainText('cannot move to screening');
  await expect(cardIn(page, 'Screening', name)).toBeFocused();
  await expect(cardIn(page, 'Submitted', name)).toHaveCount(0);
});

test('at 1280 px the seven columns sit side by side without scrolling; on a 375 px phone they stack', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { name } = await referThenSignInAsRecruiter(page);
  await page.goto('/recruiter/referrals');
  await expect(cardIn(page, 'Submitted', name)).toBeVisible();
  const board = page.getByRole('region', { name: 'Referral board' });
  const headings = board.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Submitted', 'Screening', 'Interviewing', 'Offered', 'Hired', 'Rejected', 'Withdrawn']);
  let right = 0;
  for (const heading of await headings.all()) {
    const box = await heading.boundingBox();
    if (!box) throw new Error('A column heading has no box');
    // Wholly on screen, and each to the right of the one before: one row, in order.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.x).toBeGreaterThan(right);
    right = box.x + box.width;
  }
  expect(await board.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cardIn(page, 'Submitted', name)).toBeVisible();
  await expect(column(page, 'Withdrawn')).toBeVisible();
  const [first, last] = [await column(page, 'Submitted').boundingBox(), await column(page, 'Withdrawn').boundingBox()];
  expect(last?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a recruiter drags a card to the next column, and a drop where it may not go is refused', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  // A job of its own: a card another test adds to a shared job's column could slide under the pointer.
  await signIn(page, 'recruiter');
  const jobCode = await createOpenJob(page, 'E2E Board Job', 'recruiter');
  await switchUser(page, 'employee');
  const { referralId, name } = await refer(page, jobCode, 'Nisha');
  await switchUser(page, 'recruiter');
  await page.goto(`/recruiter/referrals?jobCode=${jobCode}`);
  const submitted = cardIn(page, 'Submitted', name);
  await expect(submitted).toBeVisible();
  // Grabbed by its name, away from the buttons; dropped near the top of the column, which is on screen.
  const grab = { sourcePosition: { x: 12, y: 12 }, targetPosition: { x: 24, y: 24 } };

  // Straight to Hired is not a move the pipeline has: refused, with where it may go instead.
  await submitted.dragTo(column(page, 'Hired'), grab);
  await expect(announcement(page, `${name} cannot go from Submitted to Hired, only to Screening, Rejected or Withdrawn.`)).toBeVisible();
  await expect(cardIn(page, 'Submitted', name)).toBeVisible();
  await expect(cardIn(page, 'Hired', name)).toHaveCount(0);

  // The next column: the move shows its progress while the server has it, then the card is there.
  const held = await holdRequests(page, `**/api/referrals/v1/refer/${referralId}/status`);
  await submitted.dragTo(column(page, 'Screening'), grab);
  await expect(announcement(page, `Moving ${name} to Screening…`)).toBeVisible();
  await expect(submitted.getByRole('button', { name: 'Moving…' })).toBeVisible();
  // The card shows its progress as the drop lands; the request may leave a moment later.
  await expect.poll(() => held.count()).toBe(1);
  held.release();
  await expect(announcement(page, `Moved ${name} to Screening.`)).toBeVisible();
  await expect(cardIn(page, 'Screening', name)).toBeFocused();
  await expect(cardIn(page, 'Submitted', name)).toHaveCount(0);

  // It was saved, not just drawn: a reload shows it there, and so does the API.
  await page.reload();
  await expect(cardIn(page, 'Screening', name)).toBeVisible();
  await expect(cardIn(page, 'Submitted', name)).toHaveCount(0);
  const saved = await page.request.get(`/api/referrals/v1/refer?jobCode=${jobCode}&status=screening&limit=100`);
  expect(((await saved.json()).items as { referralId: string }[]).map((r) => r.referralId)).toContain(referralId);
});

test('the recruiter filter narrows the board to one recruiter’s jobs, and the URL keeps it', async ({ page }) => {
  test.slow();
  await signIn(page, 'recruiter');
  const mine = await createOpenJob(page, 'E2E Board Job', 'recruiter');
  const theirs = await createOpenJob(page, 'E2E Board Job', 'admin');
  await switchUser(page, 'employee');
  const { name: onMine } = await refer(page, mine, 'Kiran');
  const { name: onTheirs } = await refer(page, theirs, 'Lakshmi');
  await switchUser(page, 'recruiter');

  await page.goto('/recruiter/referrals');
  await expect(cardIn(page, 'Submitted', onMine)).toBeVisible();
  await expect(cardIn(page, 'Submitted', onTheirs)).toBeVisible();

  await page.getByLabel('Recruiter').selectOption({ label: 'Me (Farhan Qureshi)' });
  await expect(page).toHaveURL(/[?&]owner=recruiter(&|$)/);
  await expect(cardIn(page, 'Submitted', onMine)).toBeVisible();
  await expect(cardIn(page, 'Submitted', onTheirs)).toHaveCount(0);
  // The job list follows: only this recruiter's jobs are offered.
  await expect(page.getByLabel('Job', { exact: true }).locator(`option[value="${theirs}"]`)).toHaveCount(0);

  // Another recruiter by name; the link keeps the filter.
  await page.getByLabel('Recruiter').selectOption({ label: 'Anjali Rao' });
  await expect(page).toHaveURL(/[?&]owner=admin(&|$)/);
  await page.reload();
  await expect(page.getByLabel('Recruiter')).toHaveValue('admin');
  await expect(cardIn(page, 'Submitted', onTheirs)).toBeVisible();
  await expect(cardIn(page, 'Submitted', onMine)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/recruiter\/referrals$/);
  await expect(cardIn(page, 'Submitted', onMine)).toBeVisible();
});

test('people without a recruiting role are told why instead of seeing the board', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pipeline' })).toHaveCount(0);
  await page.goto('/recruiter/referrals');
  await expect(page.getByRole('alert').filter({ hasText: 'You need the recruiter or HR admin role' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Referral board' })).toHaveCount(0);
  expect((await page.request.get('/api/referrals/v1/refer?status=submitted')).status()).toBe(403);
});
