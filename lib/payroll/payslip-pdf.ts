import { financialYearLabel } from './constants';
import { rupeesInWords } from './money';
import { amount, type Cell, formatDate, HEADING_SIZE, MUTED, type Row, TITLE_SIZE, Writer } from './pdf-writer';
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
const AMOUNT_COLUMNS = [0.7, 0.3];
const AMOUNT_HEADER: Cell[] = [{ text: 'Component' }, { text: 'Amount', align: 'right' }];

/** A payslip's lines under their heading, with the total in bold; "None" for a payslip without any. */
function moneyTable(w: Writer, heading: string, lines: readonly PayslipLine[], total: { label: string; amount: number }): void {
  w.heading(heading, { size: HEADING_SIZE, bold: true, after: 4 });
  const rows: Row[] = lines.length > 0 ? lines.map((l) => ({ cells: [{ text: l.label }, right(l.amount)] })) : [{ cells: [{ text: 'None' }, { text: '' }] }];
  w.table(AMOUNT_COLUMNS, AMOUNT_HEADER, [...rows, { cells: [{ text: total.label }, right(total.amount)], style: { bold: true } }]);
  w.gap(12);
}

/** One month's payslip as a PDF, in the Form 16's style: who pays whom for which month, the pay, and the net in figures and words. */
export async function renderPayslipPdf(payslip: Payslip, employer: Employer): Promise<Uint8Array> {
  const month = monthWords(payslip.month);
  const period = periodOf(payslip.month);
  const w = await Writer.create({ title: `Payslip ${month} — ${payslip.employeeName}`, subject: `Payslip for ${month} from ${employer.name}` });

  w.text(employer.name, { size: TITLE_SIZE, bold: true, align: 'center', after: 2 });
  if (employer.address) w.text(employer.address, { align: 'center', color: MUTED });
  w.text(`Payslip for ${month}`, { size: HEADING_SIZE, bold: true, align: 'center', after: 12 });

  const label = (text: string): Cell => ({ text, bold: true });
  w.table(
    [0.2, 0.3, 0.2, 0.3],
    null,
    [
      [label('Employee name'), { text: payslip.employeeName }, label('Employee code'), { text: payslip.employeeCode }],
      [label('Designation'), { text: payslip.designation }, label('Department'), { text: payslip.department }],
      [label('Pay period'), { text: `${formatDate(period.from)} to ${formatDate(period.to)}` }, label('Financial year'), { text: financialYearLabel(Number(payslip.financialYear)) }],
      [label('Paid days'), { text: String(payslip.paidDays) }, label('Loss-of-pay days'), { text: String(payslip.lopDays) }],
    ].map((cells) => ({ cells })),
  );
  w.gap(12);

  moneyTable(w, 'Earnings', payslip.earnings, { label: 'Gross pay', amount: payslip.grossPay });
  moneyTable(w, 'Deductions', payslip.deductions, { label: 'Total deductions', amount: payslip.totalDeductions });
  moneyTable(w, 'Paid by the employer, on top of pay', payslip.employerContributions, { label: 'Total employer contributions', amount: payslip.employerTotal });

  w.heading('Net pay', { size: HEADING_SIZE, bold: true, after: 4 });
  w.table(
    [0.3, 0.7],
    null,
    [
      { cells: [{ text: `Net pay for ${month}` }, { text: amount(payslip.netPay), align: 'right' }], style: { bold: true } },
      { cells: [{ text: 'In words' }, { text: rupeesInWords(payslip.netPay), align: 'right' }] },
    ],
  );
  w.gap(12);

  const ytd = payslip.yearToDate;
  w.heading(`This financial year, up to ${month}`, { size: HEADING_SIZE, bold: true, after: 4 });
  w.table(
    [0.25, 0.25, 0.25, 0.25],
    ['Gross pay', 'Deductions', 'Net pay', 'Income tax deducted'].map((text) => ({ text, align: 'right' as const })),
    [{ cells: [ytd.grossPay, ytd.totalDeductions, ytd.netPay, ytd.taxDeducted].map(right) }],
  );
  w.gap(12);
  w.text('This payslip is generated from payroll records and needs no signature.', { color: MUTED });

  return w.save();
}
