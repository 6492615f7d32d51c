import { readFile } from 'node:fs/promises';
import { expect, test, type Dialog, type Locator, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { TWO_PAGE_PDF } from '../tests/helpers/resume-fixtures';
import { openMainMenu, signIn } from './helpers';

const RESUME_TEXT = 'Asha Verma\nSenior Engineer, Acme Fintech\nTypeScript, PostgreSQL, Kubernetes\n';

/** Unique per call, even for two workers in the same millisecond: e-mail and mobile must not repeat. */
function uniqueDigits(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
}

/** An open job published for referrals (not on the portal, so the career-site specs do not see it). */
async function createOpenJob(page: Page): Promise<{ jobCode: string; title: string }> {
  const title = `E2E Payments Engineer ${uniqueDigits()}`;
  const created = await page.request.post('/api/jobs/v1', {
    data: {
      title,
      description: 'A job created through the API for the candidate pages to point at.',
      orgUnitCode: 'TECH',
      joiningLocations: ['MUM'],
      employmentType: 'full_time',
      minExp: 3,
      maxExp: 8,
      skills: [],
      openings: 1,
    },
  });
  expect(created.status()).toBe(200);
  const { jobCode } = await created.json();
  expect((await page.request.post(`/api/jobs/v1/${jobCode}/status`, { data: { status: 'open' } })).status()).toBe(200);
  expect((await page.request.post(`/api/jobs/v1/${jobCode}/publication`, { data: { publishedForReferral: true } })).status()).toBe(200);
  return { jobCode, title };
}

type Created = { candidateId: string; email: string; mobile: string; digits: string };

type CandidateOptions = {
  /** The same digits again make the same person (same e-mail), who gets another application. */
  digits?: string;
  resume?: { file: Buffer; extension: string };
};

/** Creates a candidate through the API with the signed-in recruiter's session, filling every section. */
async function createCandidate(page: Page, jobCode: string, options: CandidateOptions = {}): Promise<Created> {
  const digits = options.digits ?? uniqueDigits();
  const resume = options.resume ?? { file: Buffer.from(RESUME_TEXT), extension: 'txt' };
  const email = `asha.e2e.${digits}@example.com`;
  const mobile = `+91 9${digits}`;
  const res = await page.request.post('/api/v1/candidate', {
    data: {
      title: 'Ms',
      firstName: 'Asha',
      middleName: 'Kumari',
      lastName: 'Verma',
      nickName: 'Ash',
      gender: 'Female',
      dateOfBirth: '1994-05-17',
      primaryEmail: email,
      secondaryEmail: `asha.home.${digits}@example.org`,
      mobileNumber: mobile,
      landlineNumber: '+91 22 2345 6789',
      panNumber: 'ABCDE1234F',
      aadhar: '1234 5678 9012',
      linkedInProfile: 'https://www.linkedin.com/in/asha-e2e',
      fresher: 'no',
      functionalArea: 'Engineering',
      industryName: 'Financial services',
      expInYears: 6,
      expInMonths: 4,
      expectedSalary: 2400000,
      noticePeriod: 30,
      referenceSource: 'Meetup',
      jobCode,
      languages: ['English', 'Hindi'],
      skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
      currentAddress: { addressLine1: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400050' },
      permanentAddress: { addressLine1: '4 Lake View', city: 'Jaipur', state: 'Rajasthan', country: 'India', pincode: '302001' },
      education: [{ degree: 'B.Tech Computer Science', institute: 'IIT Bombay', percentage: '8.4 CGPA', startDate: '2012-07-01', endDate: '2016-05-31' }],
      internshipExperience: [{ companyName: 'Zoho', jobTitle: 'Intern', jobDescription: 'Built billing reports.', startDate: '2015-05-01', endDate: '2015-07-31' }],
      workExperience: [
        {
          companyName: 'Acme Fintech',
          jobTitle: 'Senior Engineer',
          jobDescription: 'Runs the payments platform.',
          startDate: '2019-01-01',
          ctc: 2000000,
          currencyCode: 'INR',
          currentEmployer: 'yes',
        },
      ],
      resume: resume.file.toString('base64'),
      resumeExtension: resume.extension,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { candidateId } = await res.json();
  return { candidateId, email, mobile, digits };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** One application on the candidate page, named by its job's title. */
const applicationOf = (page: Page, jobTitle: string) => region(page, 'Applications').getByRole('article', { name: jobTitle });
const historyOf = (application: Locator) => application.getByRole('list', { name: /^Stage history for / }).getByRole('listitem');
const notesOf = (application: Locator) => application.getByRole('list', { name: /^Notes for / }).getByRole('listitem');
const candidateHeader = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

/** The recruiter's name: the pages name people, never their usernames. */
const RECRUITER_NAME = 'Farhan Qureshi';

const FINAL_STAGES = ['Hired', 'Rejected', 'Withdrawn'];

/** Chooses a stage in the application's "Move to" and moves it; a final stage asks first, and is told yes. */
async function moveApplication(page: Page, application: Locator, stage: string, note?: string): Promise<void> {
  await application.getByLabel('Move to').selectOption({ label: stage });
  if (note) await application.getByLabel('Note for the history (optional)').fill(note);
  const asked: string[] = [];
  const answer = (dialog: Dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', answer);
  await application.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(application.getByRole('status').filter({ hasText: `Moved to ${stage}.` })).toBeVisible();
  page.off('dialog', answer);
  expect(asked).toEqual(FINAL_STAGES.includes(stage) ? [expect.stringContaining('This is final')] : []);
}

test('a recruiter finds a candidate, reads every section and downloads the resume', async ({ page }) => {
  await signIn(page, 'recruiter');
  await page.goto('/');
  const job = await createOpenJob(page);
  const { candidateId, email, mobile } = await createCandidate(page, job.jobCode);

  // The list finds it by e-mail and shows its stage, its one application and its resume.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: candidateId });
  await expect(row).toContainText(email);
  await expect(row).toContainText(mobile);
  await expect(row).toContainText(job.title);
  await expect(row).toContainText(job.jobCode);
  await expect(row).toContainText('Was added by a recruiter');
  await expect(row.getByText('Applied', { exact: true })).toBeVisible();
  await expect(row).toContainText('1 application');
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();

  // Its page shows every section that was filled, and who added the candidate by name.
  await row.getByRole('link', { name: 'Asha Kumari Verma' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/candidates/${candidateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari Verma' })).toBeVisible();
  const header = candidateHeader(page);
  await expect(header).toContainText(`Added by ${RECRUITER_NAME} on`);
  await expect(header).toContainText('Meetup');
  await expect(header.getByText('Applied', { exact: true })).toBeVisible();

  const identity = region(page, 'Identity');
  await expect(identity).toContainText('Ms Asha Kumari Verma');
  await expect(identity).toContainText('Ash');
  await expect(identity).toContainText('Female');
  await expect(identity).toContainText('17 May 1994');
  // Identity numbers show only their last four characters.
  await expect(identity).toContainText('Hidden, ending in 234F');
  await expect(identity).toContainText('Hidden, ending in 9012');
  await expect(identity).not.toContainText('ABCDE');
  await expect(identity).not.toContainText('5678');

  const contact = region(page, 'Contact');
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(contact).toContainText(mobile);
  await expect(contact).toContainText('+91 22 2345 6789');
  await expect(contact.getByRole('link', { name: /linkedin\.com\/in\/asha-e2e/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/asha-e2e');

  const profile = region(page, 'Profile');
  for (const text of ['6 years 4 months', 'No', '30 days', '24,00,000', 'Engineering', 'Financial services']) await expect(profile).toContainText(text);
  await expect(profile.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['TypeScript', 'PostgreSQL', 'Kubernetes']);
  await expect(profile.getByRole('list', { name: 'Languages' }).getByRole('listitem')).toHaveText(['English', 'Hindi']);

  const addresses = region(page, 'Addresses');
  await expect(addresses).toContainText('12 Hill Road');
  await expect(addresses).toContainText('Mumbai, Maharashtra 400050');
  await expect(addresses).toContainText('Jaipur, Rajasthan 302001');

  await expect(region(page, 'Education')).toContainText('B.Tech Computer Science, IIT Bombay');
  await expect(region(page, 'Education')).toContainText('8.4 CGPA');
  await expect(region(page, 'Internships')).toContainText('Intern at Zoho');
  await expect(region(page, 'Internships')).toContainText('Built billing reports.');
  const work = region(page, 'Work experience');
  await expect(work).toContainText('Senior Engineer at Acme Fintech');
  await expect(work).toContainText('1 January 2019 – present');
  await expect(work).toContainText('₹20,00,000');
  await expect(work).toContainText('Current employer');

  // The one application: its job (a link to the job's page), stage, how it came in, and its arrival by name.
  const application = applicationOf(page, job.title);
  await expect(application.getByRole('link', { name: job.title })).toHaveAttribute('href', `/recruiter/jobs/${job.jobCode}`);
  await expect(application).toContainText(job.jobCode);
  await expect(application.getByText('Applied', { exact: true })).toBeVisible();
  await expect(application).toContainText('Asha Kumari Verma was added by a recruiter on');
  await expect(historyOf(application)).toHaveCount(1);
  await expect(historyOf(application).first()).toContainText('Added at Applied');
  await expect(historyOf(application).first()).toContainText(`by ${RECRUITER_NAME}`);
  await expect(application.getByText('No notes yet.')).toBeVisible();

  // A text resume is not shown in place; it downloads as uploaded.
  const resume = region(page, 'Resume');
  await expect(resume).toContainText('TXT');
  await expect(resume.locator('iframe')).toHaveCount(0);
  await expect(resume).toContainText('Only PDF resumes are shown here');
  const downloading = page.waitForEvent('download');
  await resume.getByRole('link', { name: 'Download resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect(await readFile(await download.path(), 'utf8')).toBe(RESUME_TEXT);
});

test('one person’s two applications each move and take notes on their own', async ({ page }) => {
  await signIn(page, 'recruiter');
  const [first, second] = [await createOpenJob(page), await createOpenJob(page)];
  const created = await createCandidate(page, first.jobCode);
  // The same e-mail again is the same person: a second application, not a second candidate.
  const again = await createCandidate(page, second.jobCode, { digits: created.digits });
  expect(again.candidateId).toBe(created.candidateId);
  const { candidateId } = created;

  await page.goto(`/recruiter/candidates/${candidateId}`);
  const header = candidateHeader(page);
  await expect(header).toContainText('2 applications');
  // Newest first.
  await expect(region(page, 'Applications').getByRole('article')).toHaveCount(2);
  await expect(region(page, 'Applications').getByRole('article').first()).toHaveAccessibleName(second.title);
  const one = applicationOf(page, first.title);
  const two = applicationOf(page, second.title);

  // A move needs a stage to be chosen; only the legal next stages are offered.
  await one.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(one.getByRole('alert').filter({ hasText: 'Choose a stage' })).toBeVisible();
  await expect(one.getByLabel('Move to').getByRole('option')).toHaveText(['Choose a stage', 'Screening', 'Rejected', 'Withdrawn']);

  // Moving the first application changes it, and only it.
  await moveApplication(page, one, 'Screening', 'Phone screen booked');
  await expect(one.getByText('Screening', { exact: true })).toBeVisible();
  await expect(historyOf(one)).toHaveCount(2);
  await expect(historyOf(one).nth(1)).toContainText('Applied');
  await expect(historyOf(one).nth(1)).toContainText('Screening');
  await expect(historyOf(one).nth(1)).toContainText(`by ${RECRUITER_NAME}`);
  await expect(historyOf(one).nth(1)).toContainText('Phone screen booked');
  await expect(one.getByLabel('Note for the history (optional)')).toHaveValue('');
  await expect(one.getByLabel('Move to').getByRole('option')).toHaveText(['Choose a stage', 'Interviewing', 'Rejected', 'Withdrawn']);
  await expect(two.getByText('Applied', { exact: true })).toBeVisible();
  await expect(historyOf(two)).toHaveCount(1);
  // The candidate's status is the furthest stage of the two.
  await expect(header.getByText('Screening', { exact: true })).toBeVisible();

  // A note, written and sent from the keyboard, lands on the second application only, with its author's name.
  await two.getByLabel('Add a note').focus();
  await page.keyboard.type('Asked for a portfolio');
  await page.keyboard.press('Tab');
  await expect(two.getByRole('button', { name: 'Add note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(two.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(notesOf(two)).toHaveCount(1);
  await expect(notesOf(two).first()).toContainText('Asked for a portfolio');
  await expect(notesOf(two).first()).toContainText(RECRUITER_NAME);
  await expect(two.getByLabel('Add a note')).toHaveValue('');
  await expect(one.getByText('No notes yet.')).toBeVisible();

  // Rejecting the first application ends it; the candidate's status follows the open one.
  await moveApplication(page, one, 'Rejected');
  await expect(one.getByText('Rejected is final: this application cannot move any more.')).toBeVisible();
  await expect(one.getByLabel('Move to')).toHaveCount(0);
  await expect(two.getByLabel('Move to')).toBeVisible();
  await expect(header.getByText('Applied', { exact: true })).toBeVisible();

  // What the page shows is what was saved.
  const saved = await (await page.request.get(`/api/v1/candidate/${candidateId}`)).json();
  const stageOf = (jobCode: string) => saved.applications.find((a: { jobCode: string }) => a.jobCode === jobCode)?.stage;
  expect([stageOf(first.jobCode), stageOf(second.jobCode), saved.status]).toEqual(['rejected', 'applied', 'applied']);
  expect(saved.notes).toMatchObject([{ body: 'Asked for a portfolio', authorName: RECRUITER_NAME }]);

  // The list shows the derived status and the count.
  await page.goto(`/recruiter/candidates?q=${encodeURIComponent(created.email)}`);
  const row = page.getByRole('row').filter({ hasText: candidateId });
  await expect(row.getByText('Applied', { exact: true })).toBeVisible();
  await expect(row).toContainText('2 applications');
  await expect(row).toContainText(second.title);
});

test('a move someone else already made shows the server’s reason and where the application stands', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId } = await createCandidate(page, job.jobCode);
  await page.goto(`/recruiter/candidates/${candidateId}`);
  const application = applicationOf(page, job.title);
  await expect(application.getByLabel('Move to')).toBeVisible();

  // Someone else moves the application meanwhile, so this page's choice of "Screening" is out of date.
  const moved = await page.request.post(`/api/v1/candidate/${candidateId}/status`, { data: { jobCode: job.jobCode, status: 'screening' } });
  expect(moved.status()).toBe(200);
  await application.getByLabel('Move to').selectOption({ label: 'Screening' });
  await application.getByRole('button', { name: 'Move', exact: true }).click();
  const alert = application.getByRole('alert').filter({ hasText: 'The application was not moved' });
  await expect(alert).toContainText('cannot move to screening');
  await expect(alert).toContainText('Someone may have moved it meanwhile');
  await expect(application.getByLabel('Move to').getByRole('option')).toHaveText(['Choose a stage', 'Interviewing', 'Rejected', 'Withdrawn']);
  await expect(historyOf(application)).toHaveCount(2);
});

test('a referral names its referrer, never their username', async ({ page, request }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const digits = uniqueDigits();
  const referred = await request.post('/api/referrals/v1/refer', {
    headers: { 'X-API-Key': E2E_API_KEY },
    data: { candidateName: 'Kavya Menon', email: `kavya.e2e.${digits}@example.com`, jobCode: job.jobCode, userName: 'employee' },
  });
  expect(referred.status(), await referred.text()).toBe(200);
  const { candidateId } = await referred.json();

  await page.goto(`/recruiter/candidates/${candidateId}`);
  const application = applicationOf(page, job.title);
  await expect(application).toContainText('Kavya Menon was referred by Arjun Sharma on');
  await expect(page.getByRole('main')).not.toContainText('employee');
});

test('a PDF resume is shown in place, and only it may be framed', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId } = await createCandidate(page, job.jobCode, { resume: { file: await TWO_PAGE_PDF.build(), extension: 'pdf' } });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) blocked.push(message.text());
  });

  await page.goto(`/recruiter/candidates/${candidateId}`);
  const resume = region(page, 'Resume');
  const inline = `/api/v1/candidate/${candidateId}/resume?inline=1`;
  const frame = resume.getByTitle('Resume of Asha Kumari Verma');
  await expect(frame).toHaveAttribute('src', inline);
  await frame.scrollIntoViewIfNeeded();
  // A frame the browser refused to show becomes an error page; this one stays the PDF.
  await expect.poll(() => page.frames().map((f) => f.url())).toContainEqual(expect.stringContaining(inline));
  expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false);
  expect(blocked).toEqual([]);
  await expect(resume.getByRole('link', { name: 'Download resume' })).toHaveAttribute('href', `/api/v1/candidate/${candidateId}/resume`);
  await expect(resume.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', inline);

  // Inline: a PDF, framable by this site only. Without inline=1: a download nobody may frame.
  const shown = await page.request.get(inline);
  expect(shown.status()).toBe(200);
  expect(shown.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': expect.stringMatching(/^inline;/),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  });
  const downloaded = await page.request.get(`/api/v1/candidate/${candidateId}/resume`);
  expect(downloaded.headers()).toMatchObject({
    'content-disposition': expect.stringMatching(/^attachment;/),
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });

  // Any other format downloads even when asked for inline.
  const text = await createCandidate(page, job.jobCode);
  const notPdf = await page.request.get(`/api/v1/candidate/${text.candidateId}/resume?inline=1`);
  expect(notPdf.headers()['content-disposition']).toMatch(/^attachment;/);
});

test('the candidate list keeps its filters in the URL and filters by stage', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId } = await createCandidate(page, job.jobCode);
  await page.goto('/recruiter/candidates');

  await expect(page.getByLabel('Status').getByRole('option')).toHaveText(['All statuses', 'Applied', 'Screening', 'Interviewing', 'Offered', 'Hired', 'Rejected', 'Withdrawn']);
  await page.getByLabel('Job', { exact: true }).selectOption(job.jobCode);
  await expect(page).toHaveURL(new RegExp(`jobCode=${job.jobCode}`));
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: candidateId })).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Applied' });
  await expect(page).toHaveURL(/status=applied/);
  await expect(page.getByRole('row').filter({ hasText: candidateId })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Hired' });
  await expect(page).toHaveURL(/status=hired/);
  await expect(page.getByText('No candidates match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/recruiter\/candidates$/);
  await expect(page.getByRole('row').filter({ hasText: candidateId })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add a candidate' })).toHaveAttribute('href', '/recruiter/candidates/new');
});

test('an unknown candidate gets a friendly message and a way back', async ({ page }) => {
  await signIn(page, 'recruiter');
  await page.goto('/recruiter/candidates/CAND-999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
});

test('people without a recruiting role get no Candidates entry and are told why', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Candidates' })).toHaveCount(0);
  await page.goto('/recruiter/candidates');
  await expect(page.getByRole('alert').filter({ hasText: 'You need the recruiter or HR admin role' })).toBeVisible();
  expect((await page.request.get('/api/v1/candidate')).status()).toBe(403);
});

test('the candidate pages work on a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'recruiter');
  await page.goto('/');
  const job = await createOpenJob(page);
  const { candidateId, email } = await createCandidate(page, job.jobCode, { resume: { file: await TWO_PAGE_PDF.build(), extension: 'pdf' } });

  await openMainMenu(page);
  await page.getByRole('link', { name: 'Candidates', exact: true }).click();
  await page.getByLabel('Search').fill(email);
  // Waits for the search itself: the candidate is also on the unfiltered first page, and a click before the
  // search lands in the URL would race it.
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  // Cards, not the table, on a phone.
  const card = page.getByRole('listitem').filter({ hasText: candidateId });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 application');
  await expect(page.getByRole('table')).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await card.getByRole('link', { name: 'Asha Kumari Verma' }).click();
  await expect(region(page, 'Work experience')).toContainText('Acme Fintech');
  const application = applicationOf(page, job.title);
  await moveApplication(page, application, 'Screening');
  await expect(region(page, 'Resume').getByTitle('Resume of Asha Kumari Verma')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
