import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
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

type Created = { candidateId: string; email: string; mobile: string };

/** Creates a candidate through the API with the signed-in recruiter's session, filling every section. */
async function createCandidate(page: Page, jobCode: string): Promise<Created> {
  const digits = uniqueDigits();
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
      resume: Buffer.from(RESUME_TEXT).toString('base64'),
      resumeExtension: 'txt',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { candidateId } = await res.json();
  return { candidateId, email, mobile };
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a recruiter finds a candidate, reads every section, downloads the resume and moves them along', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId, email, mobile } = await createCandidate(page, job.jobCode);

  // The list finds it by e-mail and shows it as a new candidate with a resume.
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
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Recruiter' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();

  // Its page shows every section that was filled.
  await row.getByRole('link', { name: 'Asha Kumari Verma' }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/candidates/${candidateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari Verma' })).toBeVisible();

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

  const application = region(page, 'Application');
  await expect(application.getByRole('link', { name: new RegExp(job.title) })).toHaveAttribute('href', `/recruiter/jobs/${job.jobCode}`);
  await expect(application).toContainText('Recruiter');
  await expect(application).toContainText('Meetup');

  // The resume downloads as uploaded.
  const resume = region(page, 'Resume');
  await expect(resume).toContainText('TXT');
  const downloading = page.waitForEvent('download');
  await resume.getByRole('link', { name: 'Download resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect(await readFile(await download.path(), 'utf8')).toBe(RESUME_TEXT);

  // Only legal moves are offered; each one grows the history and changes the badge.
  const status = region(page, 'Status');
  const history = status.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Added as New');
  await expect(header.getByText('New', { exact: true })).toBeVisible();
  await expect(status.getByRole('button')).toHaveText(['Start review', 'Reject']);

  await status.getByLabel('Note (optional)').fill('Strong payments background');
  await status.getByRole('button', { name: 'Start review' }).click();
  await expect(status.getByRole('status').filter({ hasText: 'Moved to In review.' })).toBeVisible();
  await expect(header.getByText('In review', { exact: true })).toBeVisible();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('In review');
  await expect(history.nth(1)).toContainText('Strong payments background');
  await expect(history.nth(1)).toContainText('by recruiter');
  await expect(status.getByLabel('Note (optional)')).toHaveValue('');

  await status.getByRole('button', { name: 'Shortlist' }).click();
  await expect(header.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(history).toHaveCount(3);
  await expect(status.getByRole('button')).toHaveText(['Mark as hired', 'Reject']);

  // The list catches up.
  await page.getByRole('link', { name: 'Back to all candidates' }).click();
  await page.getByLabel('Search').fill(email);
  await expect(page.getByRole('row').filter({ hasText: candidateId }).getByText('Shortlisted', { exact: true })).toBeVisible();
});

test('a move someone else already made shows the server’s reason and the current status', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId } = await createCandidate(page, job.jobCode);
  await page.goto(`/recruiter/candidates/${candidateId}`);
  const status = region(page, 'Status');
  await expect(status.getByRole('button', { name: 'Start review' })).toBeVisible();

  // Someone else moves the candidate meanwhile, so this page's "Start review" is out of date.
  expect((await page.request.post(`/api/v1/candidate/${candidateId}/status`, { data: { status: 'in_review' } })).status()).toBe(200);
  await status.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The status was not changed' })).toContainText('cannot move to in review');
  await expect(status.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await expect(status.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(2);
});

test('the candidate list keeps its filters in the URL', async ({ page }) => {
  await signIn(page, 'recruiter');
  const job = await createOpenJob(page);
  const { candidateId } = await createCandidate(page, job.jobCode);
  await page.goto('/recruiter/candidates');

  await page.getByLabel('Job', { exact: true }).selectOption(job.jobCode);
  await expect(page).toHaveURL(new RegExp(`jobCode=${job.jobCode}`));
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
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
  const job = await createOpenJob(page);
  const { candidateId, email } = await createCandidate(page, job.jobCode);

  await openMainMenu(page);
  await page.getByRole('link', { name: 'Candidates', exact: true }).click();
  await page.getByLabel('Search').fill(email);
  // Waits for the search itself: the candidate is also on the unfiltered first page, and a click before the
  // search lands in the URL would race it.
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  // Cards, not the table, on a phone.
  const card = page.getByRole('listitem').filter({ hasText: candidateId });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await card.getByRole('link', { name: 'Asha Kumari Verma' }).click();
  await expect(region(page, 'Work experience')).toContainText('Acme Fintech');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
