import type { Form16 } from './schemas';
import { amount, type Cell, formatDate, HEADING_SIZE, TITLE_SIZE, Writer } from './pdf-writer';

/** The employer's address may take more lines than other cells: it is legitimately long. */
const MAX_ADDRESS_LINES = 8;

const right = (value: number): Cell => ({ text: amount(value), align: 'right' });

/** Form 16 (Part A and Part B) as a PDF: A4, one page for ordinary data, two at most. */
export async function renderForm16Pdf(form16: Form16): Promise<Uint8Array> {
  const { partA: a, partB: b } = form16;
  const w = await Writer.create({
    title: `Form 16 ${form16.label} — ${a.employeeName}`,
    subject: `Certificate of tax deducted at source on salary, assessment year ${form16.assessmentYear}`,
  });

  w.text('FORM No. 16', { size: TITLE_SIZE, bold: true, align: 'center', after: 2 });
  w.text('[See rule 31(1)(a)]', { align: 'center' });
  w.text('Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary', { align: 'center', after: 4 });
  w.text(`${form16.label}   |   Assessment year ${form16.assessmentYear}`, { bold: true, align: 'center', after: 12 });

  w.heading('PART A', { size: HEADING_SIZE, bold: true, after: 4 });
  const details: Array<[string, string, number?]> = [
    ['Name of the employer', a.employerName],
    ['Address of the employer', a.employerAddress ?? 'Not on record', MAX_ADDRESS_LINES],
    ['TAN of the employer', a.employerTan],
    ['PAN of the employer', a.employerPan],
    ['Name of the employee', a.employeeName],
    ['PAN of the employee', a.employeePan],
    ['Assessment year', a.assessmentYear],
    ['Period with the employer', `${formatDate(a.periodFrom)} to ${formatDate(a.periodTo)}`],
  ];
  w.table(
    [0.32, 0.68],
    null,
    details.map(([label, value, maxLines]) => ({ cells: [{ text: label, bold: true }, { text: value, maxLines }] })),
  );
  w.gap(10);

  w.heading('Summary of tax deducted at source and deposited, by quarter', { bold: true, after: 4 });
  w.table(
    [0.16, 0.3, 0.27, 0.27],
    [{ text: 'Quarter' }, { text: 'Receipt number' }, { text: 'Tax deducted', align: 'right' }, { text: 'Tax deposited', align: 'right' }],
    [
      ...a.quarters.map((q) => ({ cells: [{ text: q.quarter }, { text: q.receiptNumber }, right(q.taxDeducted), right(q.taxDeposited)] })),
      { cells: [{ text: 'Total' }, { text: '' }, right(a.totalTaxDeducted), right(a.totalTaxDeposited)], style: { bold: true } },
    ],
  );
  w.gap(14);

  w.heading('PART B', { size: HEADING_SIZE, bold: true, after: 2 });
  w.heading('Details of salary paid and tax deducted (new regime, section 115BAC)', { bold: true, after: 4 });
  const computation: Array<[string, number]> = [
    ['Gross salary', b.grossSalary],
    ['Less: exemptions under section 10', b.section10Exemptions],
    ['Standard deduction under section 16(ia)', b.standardDeduction],
    ['Deductions under Chapter VI-A (80CCD(2))', b.chapterVIADeductions],
    ['Total taxable income (rounded u/s 288A)', b.taxableIncome],
    ['Tax on total income', b.tax],
    ['Rebate under section 87A', b.rebate87A],
    ['Surcharge', b.surcharge],
    ['Health and education cess @ 4%', b.cess],
    ['Relief under section 89', b.relief],
    ['Net tax payable', b.netTaxPayable],
    ['Tax deducted at source', b.taxDeducted],
  ];
  // The totals a reader looks for (taxable income, net tax, TDS) are bold.
  const emphasised = new Set([5, 11, 12]);
  w.table(
    [0.7, 0.3],
    [{ text: 'Particulars' }, { text: 'Amount', align: 'right' }],
    computation.map(([label, value], i) => ({ cells: [{ text: `${i + 1}. ${label}` }, right(value)], style: { bold: emphasised.has(i + 1) } })),
  );

  return w.save();
}
