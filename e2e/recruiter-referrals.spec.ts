import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, switchUser } from './helpers';

/** Unique per call, even for two workers in the same millisecond: a person referred twice to a job is refused. */
function uniqueDigits(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
}

type Referred = { referralId: string; jobCode: string; name: string; email: string };

/** `employee` refers a new person to a job open for referral; the page ends signed in as `recruiter`. */
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
  return { referralId, jobCode: job.jobCode, name, email };
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
  await expect(submitted).toContainText('employee');
  await expect(submitted.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(submitted.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
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
  await expect(interviewing).toContainText('“Strong system design round”');
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

test('the board scrolls inside itself on a wide screen and never sideways on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { name } = await referThenSignInAsRecruiter(page);
  await page.goto('/recruiter/referrals');
  await expect(cardIn(page, 'Submitted', name)).toBeVisible();
  const board = page.getByRole('region', { name: 'Referral board' });
  expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cardIn(page, 'Submitted', name)).toBeVisible();
  await expect(column(page, 'Withdrawn')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('people without a recruiting role are told why instead of seeing the board', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pipeline' })).toHaveCount(0);
  await page.goto('/recruiter/referrals');
  await expect(page.getByRole('alert').filter({ hasText: 'You need the recruiter or HR admin role' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Referral board' })).toHaveCount(0);
  expect((await page.request.get('/api/referrals/v1/refer?status=submitted')).status()).toBe(403);
});
