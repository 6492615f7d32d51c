import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { amount as pdfAmount } from '../lib/payroll/pdf-writer';
import type { Form16, Payslip, Period } from '../lib/payroll/schemas';
import { signIn } from './helpers';

// The /payroll page against the seeded demo payroll: a finished financial year with twelve payslips and a
// Form 16, and the current year so far. Years and months come from the period list, never from the date,
// so the spec holds whenever it runs. Nothing here writes, so tests share users freely.

const USER = 'employee';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupees = (amount: number) => inr.format(amount);
/** "₹1,23,456.50" -> 123456.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const periodsOf = async (page: Page, username: string) =>
  (await getJson<{ items: Period[] }>(page, `/api/payroll/v1/financialyear/user/${username}`)).items;

/** The finished year: the one with a Form 16, which the seed gives twelve payslips. */
async function finishedYear(page: Page, username = USER): Promise<Period> {
  const period = (await periodsOf(page, username)).find((p) => p.form16Available);
  if (!period) throw new Error(`${username} has no year with a Form 16`);
  return period;
}

const payslipOf = (page: Page, month: string, username = USER) => getJson<Payslip>(page, `/api/payroll/v1/payslip/user/${username}?month=${month}`);

/** The finished year, its last month (March) and that month's payslip as the API has it. */
async function lastPayslipOfFinishedYear(page: Page): Promise<{ period: Period; month: string; payslip: Payslip }> {
  const period = await finishedYear(page);
  const month = period.payslipMonths.at(-1);
  if (!month) throw new Error(`no payslips in ${period.label}`);
  return { period, month, payslip: await payslipOf(page, month) };
}

const netPay = (page: Page) => page.locator('dt:has-text("Net pay for") + dd');

/** Text of the amount cell (the last cell) of the row whose header reads `label`. */
const amountIn = (table: Locator, label: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell').last();

const form16Section = (page: Page) => page.getByRole('region', { name: /^Form 16, FY/ });
const payslipSection = (page: Page) => page.getByRole('region', { name: 'Payslip', exact: true });

const monthWords = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2025-04" -> "April 2025", as the page names a month. */
const monthName = (month: string) => monthWords.format(new Date(`${month}-01T00:00:00Z`));

/** A PDF's text, its pages one after another. */
async function pdfText(file: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  try {
    return (await extractText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.destroy();
  }
}

/** Stops window.print() opening a dialog, so the test can look at the page in print media; afterprint is then the test's to send. */
const stubPrintDialog = (page: Page) => page.evaluate(() => (window.print = () => undefined));

test('an employee picks the finished year, reads a month’s payslip and downloads the Form 16 PDF', async ({ page }) => {
  await signIn(page, USER);
  const period = await finishedYear(page);
  // Not the month the year opens on (its latest), so the month picker has to work.
  const month = period.payslipMonths[Math.floor(period.payslipMonths.length / 2)];
  if (!month || month === period.payslipMonths.at(-1)) throw new Error(`too few payslips in ${period.label}`);
  const payslip = await payslipOf(page, month);

  await page.goto('/payroll');
  await page.getByLabel('Financial year', { exact: true }).selectOption(period.year);
  await expect(page.getByRole('heading', { name: `Gross and net pay, ${period.label}` })).toBeVisible();
  await page.getByLabel('Payslip month', { exact: true }).selectOption(month);
  await expect(page).toHaveURL(new RegExp(`[?&]year=${period.year}&month=${month}$`));

  await expect(netPay(page)).toHaveText(rupees(payslip.netPay));
  const earnings = page.getByRole('table', { name: 'Earnings' });
  await expect(amountIn(earnings, 'Gross pay')).toHaveText(rupees(payslip.grossPay));
  // The rows shown add up to the gross shown, which is the API's gross.
  const shown = (await earnings.locator('tbody td').allTextContents()).map(amountOf);
  expect(shown).toHaveLength(payslip.earnings.length);
  expect(shown.reduce((a, b) => a + b, 0)).toBeCloseTo(payslip.grossPay, 2);
  await expect(amountIn(page.getByRole('table', { name: 'Deductions' }), 'Total deductions')).toHaveText(rupees(payslip.totalDeductions));

  // The URL keeps the view: a reload shows the same month.
  await page.reload();
  await expect(page.getByLabel('Payslip month', { exact: true })).toHaveValue(month);
  await expect(netPay(page)).toHaveText(rupees(payslip.netPay));

  const downloading = page.waitForEvent('download');
  await form16Section(page).getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`form16-${USER}-${period.label.replace(' ', '')}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('the payslip download: Download gives the month’s payslip as a PDF with the name and net pay', async ({ page }) => {
  await signIn(page, USER);
  const period = await finishedYear(page);
  const month = period.payslipMonths[2];
  if (!month) throw new Error(`too few payslips in ${period.label}`);
  const payslip = await payslipOf(page, month);

  await page.goto(`/payroll?year=${period.year}&month=${month}`);
  await expect(netPay(page)).toHaveText(rupees(payslip.netPay));
  const download = payslipSection(page).getByRole('link', { name: `Download PDF of the payslip for ${monthName(month)}` });
  // Keyboard first: the link takes focus and Enter downloads.
  await download.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`payslip-${USER}-${month}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(payslip.employeeName);
  expect(text).toContain(`Net pay for ${monthName(month)}`);
  expect(text).toContain(pdfAmount(payslip.netPay));
});

test('printing the payroll page prints the payslip alone', async ({ page }) => {
  await signIn(page, USER);
  const { period, payslip } = await lastPayslipOfFinishedYear(page);

  await page.goto(`/payroll?year=${period.year}`);
  await expect(netPay(page)).toHaveText(rupees(payslip.netPay));
  await expect(form16Section(page).getByRole('heading', { name: `Form 16, ${period.label}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(payslipSection(page).getByRole('heading', { name: 'Payslip', exact: true })).toBeVisible();
  await expect(netPay(page)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings' })).toBeVisible();
  for (const hidden of [
    page.locator('header'),
    // Both main menus (the wide screen's and the phone's) are in the header.
    page.getByRole('navigation', { name: 'Main' }).first(),
    page.getByRole('navigation', { name: 'Main' }).last(),
    page.getByRole('heading', { name: 'Payroll', exact: true }),
    page.getByLabel('Financial year', { exact: true }),
    page.getByLabel('Payslip month', { exact: true }),
    page.getByRole('region', { name: `Gross and net pay, ${period.label}` }),
    payslipSection(page).getByRole('button', { name: /^Print/ }),
    payslipSection(page).getByRole('link', { name: /^Download PDF/ }),
    form16Section(page),
  ]) {
    await expect(hidden).toBeHidden();
  }
});

test('the chart of the finished year has twelve months, in its table as in the API', async ({ page }) => {
  await signIn(page, USER);
  const period = await finishedYear(page);
  const payslips = await Promise.all(period.payslipMonths.map((m) => payslipOf(page, m)));

  await page.goto(`/payroll?year=${period.year}`);
  const chart = page.getByRole('region', { name: `Gross and net pay, ${period.label}` });
  await expect(chart.getByRole('img')).toHaveAccessibleName(new RegExp(`${period.label}: 12 payslips, April \\d{4} to March \\d{4}`));
  await chart.getByText('Show the figures as a table').click();
  const table = chart.getByRole('table', { name: `Gross and net pay by month, ${period.label}` });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first().getByRole('rowheader')).toHaveText(/^April /);
  await expect(rows.last().getByRole('rowheader')).toHaveText(/^March /);
  for (const [i, p] of payslips.entries()) {
    await expect(rows.nth(i).getByRole('cell')).toHaveText([rupees(p.grossPay), rupees(p.netPay)]);
  }
});

test('Form 16 shows Part A and Part B as the API has them, and its Print prints it alone', async ({ page }) => {
  await signIn(page, USER);
  const period = await finishedYear(page);
  const form16 = await getJson<Form16>(page, `/api/payroll/v1/form16/user/${USER}?year=${period.year}`);
  const { partA, partB } = form16;

  await page.goto(`/payroll?year=${period.year}`);
  const partASection = page.getByRole('region', { name: /^Part A/ });
  for (const value of [partA.employerTan, partA.employerPan, partA.employeeName, partA.assessmentYear]) {
    await expect(partASection).toContainText(value);
  }
  // The employee's PAN is masked on screen but the last four.
  await expect(partASection).toContainText(`XXXXXX${partA.employeePan.slice(-4)}`);
  await expect(partASection).not.toContainText(partA.employeePan);
  const quarters = partASection.getByRole('table', { name: /by quarter/ });
  await expect(quarters.locator('tbody tr')).toHaveCount(partA.quarters.length);
  for (const [i, q] of partA.quarters.entries()) {
    await expect(quarters.locator('tbody tr').nth(i).getByRole('cell')).toHaveText([q.receiptNumber, rupees(q.taxDeducted), rupees(q.taxDeposited)]);
  }
  await expect(quarters.locator('tfoot td')).toHaveText([rupees(partA.totalTaxDeducted), rupees(partA.totalTaxDeposited)]);

  const partBTable = page.getByRole('region', { name: /^Part B/ }).getByRole('table');
  const lines: [string, number][] = [
    ['Gross salary', partB.grossSalary],
    ['Less: allowances exempt under section 10', partB.section10Exemptions],
    ['Less: standard deduction under section 16(ia)', partB.standardDeduction],
    ['Less: deductions under Chapter VI-A (section 80CCD(2))', partB.chapterVIADeductions],
    ['Total taxable income (rounded under section 288A)', partB.taxableIncome],
    ['Tax on total income', partB.tax],
    ['Less: rebate under section 87A', partB.rebate87A],
    ['Add: surcharge', partB.surcharge],
    ['Add: health and education cess at 4%', partB.cess],
    ['Less: relief under section 89', partB.relief],
    ['Net tax payable', partB.netTaxPayable],
    ['Tax deducted at source', partB.taxDeducted],
  ];
  for (const [label, amount] of lines) await expect(amountIn(partBTable, label)).toHaveText(rupees(amount));

  // On paper, after its Print: the Form 16 and nothing else, and no table wider than the page.
  const navigation = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(navigation).toBeVisible();
  await page.setViewportSize({ width: 700, height: 1000 });
  await stubPrintDialog(page);
  await form16Section(page).getByRole('button', { name: 'Print' }).click();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    payslipSection(page),
    page.locator('header'),
    page.getByRole('heading', { name: 'Payroll', exact: true }),
    page.getByLabel('Financial year', { exact: true }),
    page.getByLabel('Payslip month', { exact: true }),
    page.getByRole('region', { name: `Gross and net pay, ${period.label}` }),
    form16Section(page).getByRole('button', { name: 'Print' }),
    form16Section(page).getByRole('link', { name: 'Download PDF' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(form16Section(page).getByRole('heading', { name: `Form 16, ${period.label}` })).toBeVisible();
  await expect(partBTable).toBeVisible();
  const clipped = await form16Section(page)
    .locator('table')
    .evaluateAll((tables) => tables.filter((t) => t.scrollWidth > (t.parentElement?.clientWidth ?? 0)).length);
  expect(clipped).toBe(0);

  // Once the print dialog closes, the page's own Print prints the payslip again.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(payslipSection(page)).toBeVisible();
  await expect(form16Section(page)).toBeHidden();
});

test('a year without a Form 16 says when it is due', async ({ page }) => {
  await signIn(page, USER);
  const period = (await periodsOf(page, USER)).find((p) => !p.form16Available);
  test.skip(!period, 'every year has a Form 16');
  if (!period) return;
  const dueYear = Number(period.year) + 1;
  // Only the current year or one just ended lacks a Form 16 in the demo data, so it is not due yet.
  await page.goto(`/payroll?year=${period.year}`);
  await expect(form16Section(page)).toContainText(`Form 16 for ${period.label} is issued after the year ends, by 15 June ${dueYear}.`);
  await expect(form16Section(page).getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
});

test('a payslip that cannot be loaded says why, and Retry loads it', async ({ page }) => {
  await signIn(page, USER);
  const { period, payslip } = await lastPayslipOfFinishedYear(page);

  const payslips = '**/api/payroll/v1/payslip/**';
  await page.route(payslips, (route) =>
    route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ code: 'unavailable', detail: 'Payroll is being updated.' }) }),
  );
  await page.goto(`/payroll?year=${period.year}`);
  const section = payslipSection(page);
  await expect(section.getByRole('alert')).toContainText('Payroll is being updated.');
  await expect(netPay(page)).toHaveCount(0);

  await page.unroute(payslips);
  await section.getByRole('button', { name: 'Retry' }).click();
  await expect(netPay(page)).toHaveText(rupees(payslip.netPay));
});

test('a manager sees their own payroll and cannot read a report’s Form 16', async ({ page }) => {
  await signIn(page, 'manager');
  const periods = await periodsOf(page, 'manager');
  const newest = periods.find((p) => p.payslipMonths.length > 0);
  const month = newest?.payslipMonths.at(-1);
  if (!newest || !month) throw new Error('the manager has no payslips');
  const own = await payslipOf(page, month, 'manager');

  await page.goto('/payroll');
  // With no year in the link, the page opens on the newest year with payslips, at its latest month.
  await expect(page.getByLabel('Financial year', { exact: true })).toHaveValue(newest.year);
  await expect(page.getByLabel('Payslip month', { exact: true })).toHaveValue(month);
  await expect(page.getByRole('region', { name: 'Payslip', exact: true })).toContainText(own.employeeName);
  await expect(netPay(page)).toHaveText(rupees(own.netPay));

  const year = (await finishedYear(page, 'manager')).year;
  for (const path of [`/api/payroll/v1/form16/user/${USER}?year=${year}`, `/api/payroll/v1/financialyear/user/${USER}`]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('forbidden');
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the whole page fits the width, tables included', async ({ page }) => {
    await signIn(page, USER);
    const period = await finishedYear(page);
    await page.goto(`/payroll?year=${period.year}`);
    await page.getByText('Show the figures as a table').click();
    await expect(page.getByRole('table', { name: /^Gross and net pay by month/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Earnings' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Part B/ }).getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
