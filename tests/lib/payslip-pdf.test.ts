import { describe, expect, it } from 'vitest';
import { rupeesInWords } from '@/lib/payroll/money';
import { renderPayslipPdf } from '@/lib/payroll/payslip-pdf';
import { splitRows } from '@/lib/payroll/pdf-writer';
import { type Payslip, payslipSchema } from '@/lib/payroll/schemas';
import { badBreaks, pageLines } from '../helpers/pdf-pages';

/** A payslip as the API returns it; parsed, so the fixture breaks when the schema changes. */
function sample(change: Partial<Payslip> = {}): Payslip {
  return payslipSchema.parse({
    username: 'arjun.kumar',
    employeeName: 'Arjun Kumar',
    employeeCode: 'EMP-0042',
    designation: 'Senior Engineer',
    department: 'Engineering',
    month: '2024-02',
    financialYear: '2023',
    paidDays: 27,
    lopDays: 2,
    earnings: [
      { code: 'BASIC', label: 'Basic salary', amount: 60_000 },
      { code: 'HRA', label: 'House rent allowance', amount: 30_000 },
      { code: 'SPECIAL', label: 'Special allowance', amount: 33_456.5 },
    ],
    deductions: [
      { code: 'PF', label: 'Provident fund', amount: 1_800 },
      { code: 'PT', label: 'Professional tax', amount: 200 },
      { code: 'TDS', label: 'Income tax (TDS)', amount: 9_000 },
    ],
    employerContributions: [{ code: 'PF_ER', label: 'Employer provident fund', amount: 1_800 }],
    grossPay: 123_456.5,
    totalDeductions: 11_000,
    netPay: 112_456.5,
    employerTotal: 1_800,
    yearToDate: { grossPay: 1_234_565, totalDeductions: 110_000, netPay: 1_124_565, taxDeducted: 90_000 },
    ...change,
  });
}

const EMPLOYER = { name: 'Acme India Private Limited', address: 'Prestige Tech Park, Marathahalli, Bengaluru 560103' };

const PARTS = {
  headings: ['This financial year, up to February 2024'],
  headers: ['Earnings Amount Deductions Amount', 'Paid by the employer, on top of pay Amount', 'Gross pay Deductions Net pay Income tax deducted'],
  rowStarts: ['Employee name', 'Designation', 'Pay period', 'Paid days', 'Basic', 'House', 'Special', 'Leave travel', 'Bonus', 'Employer', 'Gratuity', 'Gross pay\tRs.', 'Total', 'Net pay for', 'In words', 'Rs.'],
};

/** Every pay component there is, so the payslip is as long as one can be. */
const EVERY_COMPONENT: Partial<Payslip> = {
  earnings: ['Basic salary', 'House rent allowance', 'Special allowance', 'Leave travel allowance', 'Bonus'].map((label, i) => ({ code: `E${i}`, label, amount: 10_000 })),
  deductions: ['Provident fund', 'Professional tax', 'Income tax (TDS)', 'Other deductions'].map((label, i) => ({ code: `D${i}`, label, amount: 1_000 })),
  employerContributions: ['Employer provident fund', 'Employer NPS (80CCD(2))', 'Gratuity'].map((label, i) => ({ code: `C${i}`, label, amount: 1_000 })),
};

describe('payslip PDF', () => {
  it('prints the employer, the person, the period and every line with its total', async () => {
    const pages = await pageLines(await renderPayslipPdf(sample(), EMPLOYER));
    expect(pages).toHaveLength(1);
    const lines = pages[0] ?? [];
    expect(lines.slice(0, 3)).toEqual([EMPLOYER.name, EMPLOYER.address, 'Payslip for February 2024']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Employee name\tArjun Kumar\tEmployee code\tEMP-0042',
        'Designation\tSenior Engineer\tDepartment\tEngineering',
        // February of a leap year.
        'Pay period\t01-Feb-2024 to 29-Feb-2024\tFinancial year\tFY 2023-24',
        'Paid days\t27\tLoss-of-pay days\t2',
        // Earnings beside deductions, then their totals.
        'Earnings\tAmount\tDeductions\tAmount',
        'Basic salary\tRs. 60,000.00\tProvident fund\tRs. 1,800.00',
        'Special allowance\tRs. 33,456.50\tIncome tax (TDS)\tRs. 9,000.00',
        'Gross pay\tRs. 1,23,456.50\tTotal deductions\tRs. 11,000.00',
        'Employer provident fund\tRs. 1,800.00',
        'Total employer contributions\tRs. 1,800.00',
        'Rs. 12,34,565.00\tRs. 1,10,000.00\tRs. 11,24,565.00\tRs. 90,000.00',
      ]),
    );
  });

  it('gives the net pay in figures and in words', async () => {
    const lines = (await pageLines(await renderPayslipPdf(sample(), EMPLOYER))).flat();
    expect(lines).toContain('Net pay for February 2024\tRs. 1,12,456.50');
    expect(lines).toContain('In words\tRupees One Lakh Twelve Thousand Four Hundred Fifty-Six and Fifty Paise Only');
  });

  it('says None for a payslip without deductions, and leaves out an address not on record', async () => {
    const lines = (await pageLines(await renderPayslipPdf(sample({ deductions: [], totalDeductions: 0, netPay: 123_456.5 }), { name: 'Acme HR', address: null }))).flat();
    expect(lines.slice(0, 2)).toEqual(['Acme HR', 'Payslip for February 2024']);
    expect(lines).toContain('Basic salary\tRs. 60,000.00\tNone');
    expect(lines).toContain('House rent allowance\tRs. 30,000.00');
    expect(lines).toContain('Gross pay\tRs. 1,23,456.50\tTotal deductions\tRs. 0.00');
  });

  it('stays on one page, breaking nothing badly, with every pay component and every name long', async () => {
    const long = 'Venkataraghavan Subramaniam Iyer '.repeat(8);
    const bytes = await renderPayslipPdf(sample({ ...EVERY_COMPONENT, employeeName: long, designation: long, department: long, employeeCode: 'X'.repeat(120) }), { name: long, address: long });
    const pages = await pageLines(bytes);
    expect(pages).toHaveLength(1);
    expect(badBreaks(pages, PARTS)).toEqual([]);
  });
});

describe('rupeesInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [0.05, 'Rupees Zero and Five Paise Only'],
    [19.99, 'Rupees Nineteen and Ninety-Nine Paise Only'],
    [1_050, 'Rupees One Thousand Fifty Only'],
    [100_000, 'Rupees One Lakh Only'],
    [2_00_07_000, 'Rupees Two Crore Seven Thousand Only'],
    [12_34_56_789.1, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Ten Paise Only'],
    [1_23_45_67_890, 'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only'],
  ])('%d is "%s"', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });
});

describe('splitRows', () => {
  it('fills pages in turn', () => {
    expect(splitRows([10, 10, 10, 10, 10, 10], 35, 100)).toEqual([3, 3]);
    expect(splitRows([10, 10, 10], 100, 100)).toEqual([3]);
  });

  it('moves the row before a lone last row over with it', () => {
    expect(splitRows([10, 10, 10, 10, 10], 45, 100)).toEqual([3, 2]);
  });

  it('starts the table on a fresh page rather than leave fewer than two rows with its heading', () => {
    expect(splitRows([10, 10, 10], 15, 100)).toBeNull();
    // Moving a row back would leave one row alone on the first page instead.
    expect(splitRows([10, 10, 10], 25, 100)).toBeNull();
    expect(splitRows([10], 15, 100)).toEqual([1]);
    expect(splitRows([10], 5, 100)).toBeNull();
  });
});
