import { financialYearLabel } from './constants';
import { rupeesInWords } from './money';
import { amount, type Cell, formatDate, HEADING_SIZE, MUTED, TITLE_SIZE, Writer } from './pdf-writer';
import type { Employer } from './queries';
import type { Payslip, PayslipLine } from './schemas';

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2025-04" -> "April 2025" */
const monthWords = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));

/** The first and last day of a `YYYY-MM` month. */
function periodOf(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

const right = (value: number): Cell => ({ text: amount(value), align: 'right' });
const blank: Cell = { text: '' };
/** Free text in the employee table is cut at two lines, so that a payslip is always one page. */
const MAX_VALUE_LINES = 2;

/**
 * A side of the pay table (earnings or deductions) as its label and amount cells, row by row: "None" on
 * the first row of a side without lines, blanks where the other side has more.
 */
function side(lines: readonly PayslipLine[], rows: number): Cell[][] {
  return Array.from({ length: rows }, (_, i) => {
    const line = lines[i];
    if (line) return [{ text: line.label }, right(line.amount)];
    return [i === 0 ? { text: 'None' } : blank, blank];
  });
}

/** One month's payslip as a PDF, in the Form 16's style: who pays whom for which month, the pay, and the net in figures and words. */
export async function renderPayslipPdf(payslip: Payslip, employer: Employer): Promise<Uint8Array> {
  const month = monthWords(payslip.month);
  const period = periodOf(payslip.month);
  const w = await Writer.create({ title: `Payslip ${month} — ${payslip.employeeName}`, subject: `Payslip for ${month} from ${employer.name}` });

  w.text(employer.name, { size: TITLE_SIZE, bold: true, align: 'center', after: 2, maxLines: 2 });
  if (employer.address) w.text(employer.address, { align: 'center', color: MUTED, after: 4, maxLines: 2 });
  w.text(`Payslip for ${month}`, { size: HEADING_SIZE, bold: true, align: 'center', after: 12 });

  const label = (text: string): Cell => ({ text, bold: true });
  const value = (text: string): Cell => ({ text, maxLines: MAX_VALUE_LINES });
  w.table(
    [0.2, 0.3, 0.2, 0.3],
    null,
    [
      [label('Employee name'), value(payslip.employeeName), label('Employee code'), value(payslip.employeeCode)],
      [label('Designation'), value(payslip.designation), label('Department'), value(payslip.department)],
      [label('Pay period'), value(`${formatDate(period.from)} to ${formatDate(period.to)}`), label('Financial year'), value(financialYearLabel(Number(payslip.financialYear)))],
      [label('Paid days'), value(String(payslip.paidDays)), label('Loss-of-pay days'), value(String(payslip.lopDays))],
    ].map((cells) => ({ cells })),
  );
  w.gap(10);

  // Earnings beside deductions, as payslips set them out, each side ending with its total.
  const rows = Math.max(payslip.earnings.length, payslip.deductions.length, 1);
  const earnings = side(payslip.earnings, rows);
  const deductions = side(payslip.deductions, rows);
  w.table(
    [0.32, 0.18, 0.32, 0.18],
    [{ text: 'Earnings' }, { text: 'Amount', align: 'right' }, { text: 'Deductions' }, { text: 'Amount', align: 'right' }],
    [
      ...earnings.map((cells, i) => ({ cells: [...cells, ...(deductions[i] ?? [])] })),
      { cells: [{ text: 'Gross pay' }, right(payslip.grossPay), { text: 'Total deductions' }, right(payslip.totalDeductions)], style: { bold: true } },
    ],
  );
  w.gap(10);

  w.table(
    [0.7, 0.3],
    [{ text: 'Paid by the employer, on top of pay' }, { text: 'Amount', align: 'right' }],
    [
      ...side(payslip.employerContributions, Math.max(payslip.employerContributions.length, 1)).map((cells) => ({ cells })),
      { cells: [{ text: 'Total employer contributions' }, right(payslip.employerTotal)], style: { bold: true } },
    ],
  );
  w.gap(10);

  w.table(
    [0.3, 0.7],
    null,
    [
      { cells: [{ text: `Net pay for ${month}` }, right(payslip.netPay)], style: { bold: true } },
      { cells: [{ text: 'In words' }, { text: rupeesInWords(payslip.netPay), align: 'right' }] },
    ],
  );
  w.gap(10);

  const ytd = payslip.yearToDate;
  w.heading(`This financial year, up to ${month}`, { size: HEADING_SIZE, bold: true, after: 4 });
  w.table(
    [0.25, 0.25, 0.25, 0.25],
    ['Gross pay', 'Deductions', 'Net pay', 'Income tax deducted'].map((text) => ({ text, align: 'right' as const })),
    [{ cells: [ytd.grossPay, ytd.totalDeductions, ytd.netPay, ytd.taxDeducted].map(right) }],
  );
  w.gap(10);
  w.text('This payslip is generated from payroll records and needs no signature.', { color: MUTED });

  return w.save();
}
