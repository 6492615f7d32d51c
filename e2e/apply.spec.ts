import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { PNG_1PX } from '../tests/helpers/fixtures';
import { signIn } from './helpers';

// Applying on the career site as a guest, and a recruiter adding a candidate, both from a resume that
// the server reads to fill the form. Guests may parse and apply only a few times an hour from one
// address, so these tests keep to a handful of each.

type Person = { first: string; last: string; email: string; mobile: string };

/** A name, e-mail and mobile nobody else in the run has (the server refuses duplicates by e-mail and mobile). */
function uniquePerson(): Person {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // Digits are not part of a name, so the stamp is spelt in letters: "Kavya Bdhaeja".
  const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  const last = `${letters[0]?.toUpperCase()}${letters.slice(1, 10)}`;
  return { first: 'Kavya', last, email: `kavya.${letters}@example.com`, mobile: `+919${stamp.slice(-9)}` };
}

/** A one-page resume laid out the usual way: name, contacts, experience, education, skills. */
function resumePdf(person: Person): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ margin: 50, size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const heading = (text: string) => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(text);
    const line = (text: string) => doc.font('Helvetica').fontSize(10).text(text);
    doc.font('Helvetica-Bold').fontSize(20).text(`${person.first} ${person.last}`);
    line(`${person.email} | ${person.mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2')} | linkedin.com/in/kavya-test`);
    line('Bengaluru, Karnataka');
    heading('Professional Summary');
    line('Backend engineer who builds payment systems.');
    heading('Work Experience');
    line('Senior Software Engineer — Infosys Limited');
    line('Jan 2020 – Present');
    line('• Built Java and Spring Boot services on AWS.');
    heading('Education');
    line('B.Tech in Computer Science');
    line('Indian Institute of Technology Bombay    2012 - 2016');
    heading('Technical Skills');
    line('Java, Spring Boot, PostgreSQL, Docker');
    doc.end();
  });
}

/** From the career site's list to the first job's application form; answers the job's title. */
async function openApplyForm(page: Page): Promise<string> {
  await page.goto('/careers');
  const link = page.getByRole('region', { name: 'Open positions' }).locator(':scope > ul > li').first().getByRole('link');
  const title = (await link.innerText()).trim();
  await link.click();
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${title}`);
  return title;
}

async function chooseResume(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(file);
}

async function readResume(page: Page, person: Person): Promise<void> {
  await chooseResume(page, { name: 'Kavya resume.pdf', mimeType: 'application/pdf', buffer: await resumePdf(person) });
  await expect(page.getByRole('status').filter({ hasText: 'The resume was read' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(person.first);
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(person.email);
}

/** Next adds an empty role=alert route announcer, so alerts are told apart by their text. */
function alertWith(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

test('a guest applies with a resume that fills the form; the recruiter then finds the candidate', async ({ page, browser, baseURL }) => {
  const person = uniquePerson();
  const title = await openApplyForm(page);
  await readResume(page, person);

  await expect(page.getByLabel('Last name')).toHaveValue(person.last);
  await expect(page.getByLabel('Mobile number')).toHaveValue(person.mobile);
  await expect(page.getByLabel('Skills')).toHaveValue(/Java/);
  await expect(page.getByLabel('LinkedIn profile')).toHaveValue(/linkedin\.com\/in\/kavya-test/);
  await expect(page.getByLabel('Job title').first()).toHaveValue('Senior Software Engineer');
  await expect(page.getByLabel('Company').first()).toHaveValue('Infosys Limited');
  await expect(page.getByLabel('Degree or qualification').first()).toHaveValue(/B\.Tech/);
  // The person corrects and adds to what was read.
  await page.getByLabel('Notice period (days)').fill('30');
  await page.getByLabel('Expected salary (yearly)').fill('2400000');

  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/applied\?ref=CAND-\d{6,}$/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  await expect(page.getByText(`Thank you, we received your application for ${title}; your reference is ${reference}.`)).toBeVisible();

  const context = await browser.newContext({ baseURL });
  try {
    const recruiter = await context.newPage();
    await signIn(recruiter, 'recruiter');
    const res = await recruiter.request.get(`/api/v1/candidate?q=${encodeURIComponent(person.email)}`);
    expect(res.status()).toBe(200);
    const { items } = await res.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ candidateId: reference, primaryEmail: person.email, source: 'career_site', status: 'applied', jobTitle: title, applicationCount: 1, hasResume: true });

    await recruiter.goto(`/recruiter/candidates/${reference}`);
    await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText(`${person.first} ${person.last}`);
    // The applicant added themselves: said in words, never as the guest session's id.
    const main = recruiter.getByRole('main');
    await expect(main).toContainText('Applied through the career site on');
    await expect(main.getByRole('article', { name: title })).toContainText(`${person.first} ${person.last} applied through the career site on`);
    await expect(main).not.toContainText('guest:');
  } finally {
    await context.close();
  }
});

test('applying twice with the same e-mail says so, with the first reference', async ({ page }) => {
  const person = uniquePerson();
  await openApplyForm(page);
  await readResume(page, person);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/applied\?ref=CAND-\d{6,}$/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';

  await openApplyForm(page);
  await readResume(page, person);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(alertWith(page, `You have already applied — your reference is ${reference}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/apply$/);
});

test('an unknown job has no apply form, and a confirmation link without a valid reference says so', async ({ page }) => {
  const response = await page.goto('/careers/JOB-999999/apply');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This job is not open' })).toBeVisible();

  await page.goto('/careers/JOB-999999/applied?ref=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'No application reference' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a file that is not a resume shows the server’s reason, and the form asks for another file', async ({ page }) => {
    await openApplyForm(page);
    await chooseResume(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG_1PX });
    await expect(alertWith(page, 'This file is not a PDF, DOCX, DOC, RTF or plain-text resume.')).toBeVisible();

    // Filled in by hand, the form still needs a resume from a guest.
    await page.getByLabel('First name', { exact: true }).fill('Kavya');
    await page.getByLabel('E-mail address', { exact: true }).fill('kavya.by.hand@example.com');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(alertWith(page, 'Choose your resume file')).toBeVisible();
    await expect(page.locator('input[type="file"]')).toBeFocused();
    await expect(page.locator('input[type="file"]')).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('a recruiter adds a candidate from a resume; a closed job code is shown beside its field', async ({ page }) => {
  const person = uniquePerson();
  await signIn(page, 'recruiter');
  await page.goto('/recruiter/candidates/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New candidate' })).toBeVisible();
  await readResume(page, person);

  // Client-side checks use the API's schema: a bad PAN is refused beside its field.
  await page.getByLabel('PAN', { exact: true }).fill('ABC');
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page.getByLabel('PAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(alertWith(page, 'Like ABCDE1234F')).toBeVisible();
  await page.getByLabel('PAN', { exact: true }).fill('abcde1234f');

  // The server's 404 for a job that is not open lands on the job code field.
  await page.getByLabel('Job code', { exact: true }).fill('JOB-999999');
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(alertWith(page, 'No such open job')).toBeVisible();
  await expect(page.getByLabel('Job code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Job code', { exact: true }).fill('');

  await page.getByLabel('City').first().fill('Pune');
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page).toHaveURL(/\/recruiter\/candidates\/CAND-\d{6,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${person.first} ${person.last}`);
});
