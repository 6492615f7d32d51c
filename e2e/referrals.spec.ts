import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers';

// The employee's /referrals page: searching jobs open for referral, referring someone with a resume
// that fills the form, a repeated referral, withdrawing one, and the page at phone width. The jobs are
// created here (published for referral only, so the career-site specs never see them), each with a word
// and a skill no other job has, so searches find exactly them.

/** Letters only (a keyword is matched by word prefix; digits would make it look like a code), unique per call. */
function uniqueWord(): string {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `Zq${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
}

function uniquePerson() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return { name: 'Meera Iyer', email: `meera.${digits}@example.com`, mobile: `+91 9${digits}` };
}

type JobSpec = { title: string; skills: string[]; referralBonus: number | null; minExp?: number; maxExp?: number };
type CreatedJob = JobSpec & { jobCode: string };

/** Jobs open and published for referral, created by the recruiter through the API. */
async function createJobs(browser: Browser, specs: JobSpec[]): Promise<CreatedJob[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'recruiter');
  const created: CreatedJob[] = [];
  for (const spec of specs) {
    const res = await page.request.post('/api/jobs/v1', {
      data: {
        title: spec.title,
        description: 'A job created by the referrals spec for employees to refer people to.',
        orgUnitCode: 'TECH',
        joiningLocations: ['BLR', 'PUN'],
        employmentType: 'full_time',
        minExp: spec.minExp ?? 2,
        maxExp: spec.maxExp ?? 6,
        skills: spec.skills,
        openings: 1,
        referralBonus: spec.referralBonus,
      },
    });
    expect(res.status()).toBe(200);
    const { jobCode } = (await res.json()) as { jobCode: string };
    expect((await page.request.post(`/api/jobs/v1/${jobCode}/status`, { data: { status: 'open' } })).status()).toBe(200);
    expect((await page.request.post(`/api/jobs/v1/${jobCode}/publication`, { data: { publishedForReferral: true } })).status()).toBe(200);
    created.push({ ...spec, jobCode });
  }
  await context.close();
  return created;
}

async function oneJob(browser: Browser): Promise<CreatedJob> {
  const [job] = await createJobs(browser, [{ title: `${uniqueWord()} Data Engineer`, skills: ['Python', 'Spark'], referralBonus: 40_000 }]);
  if (!job) throw new Error('no job created');
  return job;
}

/** Refers through the API with the signed-in employee's session; answers the referral id. */
async function referByApi(page: Page, jobCode: string, person: { name: string; email: string }): Promise<string> {
  const res = await page.request.post('/api/referrals/v1/refer', { data: { candidateName: person.name, email: person.email, jobCode } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { referralId: string }).referralId;
}

const jobsSection = (page: Page) => page.getByRole('region', { name: /jobs/i });
const myReferrals = (page: Page) => page.getByRole('region', { name: 'My referrals' });

/** Next adds an empty role=alert route announcer, so alerts are told apart by their text. */
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function openReferForm(page: Page, job: CreatedJob) {
  await page.goto(`/referrals?jobcode=${job.jobCode}`);
  await jobsSection(page).getByRole('button', { name: `Refer someone for ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refer someone for ${job.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Job code')).toHaveValue(job.jobCode);
  return dialog;
}

test('an employee finds jobs by keyword and skill, with their bonus, and is told when the range is upside down', async ({ page, browser }) => {
  // A long story (three jobs made through the API, four searches and a reload): it ran out of the default 30 s on a busy CI machine.
  test.slow();
  const word = uniqueWord();
  const skill = `Skill${word}`;
  const [match, otherSkill, noKeyword] = await createJobs(browser, [
    { title: `${word} Platform Engineer`, skills: ['Go', skill], referralBonus: 75_000 },
    { title: `${word} Support Analyst`, skills: ['Excel'], referralBonus: 25_000 },
    { title: 'Referral Spec Tester', skills: [skill], referralBonus: null },
  ]);

  await signIn(page, 'employee');
  await page.goto('/referrals');
  // Lower case: keywords match in any case.
  await page.getByLabel('Keywords').fill(word.toLowerCase());
  await page.getByLabel('Skills', { exact: true }).fill(`${skill}, Haskell`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`keyword=${word.toLowerCase()}.*skills=`, 'i'));
  const results = page.getByRole('region', { name: 'Matching jobs' });
  await expect(results.getByRole('status')).toHaveText('Showing 1–1 of 1');
  const card = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: match?.title }) });
  await expect(card).toContainText(match?.jobCode ?? '');
  await expect(card).toContainText('Referral bonus ₹75,000');
  await expect(card).toContainText('2–6 years of experience');
  await expect(card).toContainText('Bengaluru - Whitefield · Pune - Hinjewadi');
  await expect(card.getByRole('list', { name: `Skills for ${match?.title}` })).toContainText(skill);
  await expect(results).not.toContainText(otherSkill?.title ?? '-');
  await expect(results).not.toContainText(noKeyword?.title ?? '-');

  // The skills are ANY-of: the other skill finds the job the first one did not.
  await page.getByLabel('Skills', { exact: true }).fill(`${skill}, Excel`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('status')).toHaveText('Showing 1–2 of 2');

  // The filters live in the URL: a reload shows the same search, location included.
  await page.getByLabel('Location').selectOption('PUN');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/location=PUN/);
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('PUN');
  await expect(results.getByRole('status')).toHaveText('Showing 1–2 of 2');

  await page.getByLabel('Minimum experience (years)').fill('8');
  await page.getByLabel('Maximum experience (years)').fill('3');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByLabel('Maximum experience (years)')).toHaveAttribute('aria-invalid', 'true');
  await expect(alertWith(page, 'Must not be below the minimum experience')).toBeVisible();
});

test('an employee refers a friend with a resume that fills the form, and follows the referral', async ({ page, browser }) => {
  const job = await oneJob(browser);
  const person = uniquePerson();
  await signIn(page, 'employee');
  const dialog = await openReferForm(page, job);

  // What the referrer typed stays; the resume fills only the boxes still empty.
  await dialog.getByLabel('Skills', { exact: true }).fill('Python, Airflow');
  const resume = `${person.name}\n${person.email} | ${person.mobile}\nData engineer.\nSkills: Python, Django, PostgreSQL\n`;
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'meera-resume.txt', mimeType: 'text/plain', buffer: Buffer.from(resume) });
  await expect(dialog.getByRole('status').filter({ hasText: 'was read' })).toBeVisible();
  await expect(dialog.getByText('Attached: meera-resume.txt')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue(person.name);
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(person.email);
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(`+919${person.mobile.slice(-9)}`);
  await expect(dialog.getByLabel('Skills', { exact: true })).toHaveValue('Python, Airflow');

  await dialog.getByLabel('Experience: years').fill('4');
  await dialog.getByLabel('Experience: months').fill('14');
  await dialog.getByRole('button', { name: 'Send referral' }).click();
  await expect(dialog.getByLabel('Experience: months')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Experience: months').fill('6');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/referrals/v1/refer'));
  await dialog.getByRole('button', { name: 'Send referral' }).click();

  // JSON with the resume in base64, the referrer left to the server, and a key that makes a resend harmless.
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ candidateName: person.name, email: person.email, expInYear: 4, expInMonth: 6, jobCode: job.jobCode, skills: 'Python, Airflow' });
  expect(body).toMatchObject({ resume: Buffer.from(resume).toString('base64'), resumeExtension: 'txt' });
  expect(body).not.toHaveProperty('userName');

  await expect(dialog).toBeHidden();
  const success = page.getByRole('status').filter({ hasText: /Referral REF-\d{6,} sent: Submitted/ });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  const referralId = /REF-\d{6,}/.exec((await success.textContent()) ?? '')?.[0] ?? '';

  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date()));
  const card = myReferrals(page).getByRole('listitem').filter({ hasText: referralId });
  await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(card).toContainText(`${job.title} (${job.jobCode})`);
  await expect(card).toContainText('Submitted');
  await expect(card).toContainText('Bonus: ₹40,000, pending');
  const history = card.getByRole('list', { name: `Status history of the referral of ${person.name}` });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Submitted');
  await expect(history).toContainText(today);
});

test('referring the same person to the same job again names the first referral', async ({ page, browser }) => {
  const job = await oneJob(browser);
  const person = uniquePerson();
  await signIn(page, 'employee2');
  const first = await referByApi(page, job.jobCode, person);

  const dialog = await openReferForm(page, job);
  await dialog.getByLabel('Full name').fill('Meera I.');
  await dialog.getByLabel('E-mail address').fill(person.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Send referral' }).click();

  await expect(alertWith(page, `already referred to this job as ${first}`)).toBeVisible();
  await expect(dialog.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText(`Already referred as ${first}`);
  await expect(dialog.getByRole('button', { name: 'Send referral' })).toBeEnabled();
});

test('an employee withdraws a referral and sees it in the timeline', async ({ page, browser }) => {
  const job = await oneJob(browser);
  const person = uniquePerson();
  await signIn(page, 'employee2');
  const referralId = await referByApi(page, job.jobCode, person);

  await page.goto('/referrals#my-referrals');
  const card = myReferrals(page).getByRole('listitem').filter({ hasText: referralId });
  await card.getByRole('button', { name: `Withdraw the referral of ${person.name}` }).click();
  await expect(card.getByText(`Withdraw the referral of ${person.name} for ${job.title}?`)).toBeFocused();
  await card.getByLabel('Reason (optional)').fill('They accepted another offer.');
  await card.getByRole('button', { name: 'Yes, withdraw' }).click();

  await expect(card.getByText('The referral was withdrawn.')).toBeFocused();
  const history = card.getByRole('list', { name: `Status history of the referral of ${person.name}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Withdrawn');
  await expect(history).toContainText('“They accepted another offer.”');
  await expect(card).toContainText('Bonus: None');
  await expect(card.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
});

test('the page fits a 375 px phone, the refer form included', async ({ page, browser }) => {
  const job = await oneJob(browser);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'employee');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto(`/referrals?keyword=${job.title.split(' ')[0]}`);
  await expect(page.getByRole('region', { name: 'Matching jobs' }).getByRole('status')).toHaveText('Showing 1–1 of 1');
  await expect(myReferrals(page).getByRole('heading', { name: 'My referrals' })).toBeVisible();
  await expect(myReferrals(page).getByRole('status')).not.toHaveText(/Loading/);
  expect(await overflow()).toBeLessThanOrEqual(0);

  const dialog = await openReferForm(page, job);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Refer someone for ${job.title}` })).toBeFocused();
});

test('an employee refers a friend, a recruiter moves the referral to interviewing, and the employee sees it with its date', async ({ page, browser }) => {
  // Three people's sessions and a board that refetches seven columns per move.
  test.slow();
  const job = await oneJob(browser);
  const person = uniquePerson();
  await signIn(page, 'employee');
  const dialog = await openReferForm(page, job);
  await dialog.getByLabel('Full name').fill(person.name);
  await dialog.getByLabel('E-mail address').fill(person.email);
  await dialog.getByRole('button', { name: 'Send referral' }).click();
  const success = page.getByRole('status').filter({ hasText: /Referral REF-\d{6,} sent: Submitted/ });
  await expect(success).toBeVisible();
  const referralId = /REF-\d{6,}/.exec((await success.textContent()) ?? '')?.[0] ?? '';

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await signIn(recruiter, 'recruiter');
  await recruiter.goto(`/recruiter/referrals?jobCode=${job.jobCode}`);
  const cardIn = (label: string) => recruiter.getByRole('region', { name: label, exact: true }).getByRole('article', { name: person.name, exact: true });
  await cardIn('Submitted').getByRole('button', { name: 'Move to Screening' }).click();
  await cardIn('Screening').getByRole('button', { name: 'Move to Interviewing' }).click();
  await expect(cardIn('Interviewing')).toBeVisible();
  await recruiterContext.close();

  await page.goto('/referrals#my-referrals');
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date()));
  const card = myReferrals(page).getByRole('listitem').filter({ hasText: referralId });
  await expect(card).toContainText('Interviewing');
  const history = card.getByRole('list', { name: `Status history of the referral of ${person.name}` });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').last()).toContainText('Interviewing');
  await expect(history.getByRole('listitem').last()).toContainText(today);
});
