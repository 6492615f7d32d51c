// Demo payroll: payslips for every employee for the finished financial year and the current one so far,
// and Form 16 Part A for the finished year, loaded through the same import as HR's files.
import 'server-only';
import type { Db } from '@/db/client';
import { checkJsonImport, writeImport } from '@/lib/payroll/import';
import { financialYearOf, monthsOf, QUARTERS } from '@/lib/payroll/constants';
import type { Form16Row, PayslipRow } from '@/lib/payroll/schemas';
import { partBFrom } from '@/lib/payroll/form16';
import type { Random } from './random';

interface Person {
  username: string;
  designation: string;
  panNumber?: string | null;
}

export const DEMO_EMPLOYER = {
  employerName: 'Acme India Private Limited',
  employerAddress: 'Prestige Tech Park, Marathahalli-Sarjapur Outer Ring Road, Bengaluru 560103',
  employerTan: 'BLRA12345B',
  employerPan: 'AABCA1234C',
};

/** Yearly gross by how senior the designation sounds, in rupees. */
function yearlyGross(designation: string, random: Random): number {
  const lakh = 100_000;
  if (/chief|vp|head/i.test(designation)) return random.int(40, 60) * lakh;
  if (/manager|lead/i.test(designation)) return random.int(18, 32) * lakh;
  if (/senior|specialist|scientist/i.test(designation)) return random.int(11, 18) * lakh;
  return random.int(5, 11) * lakh;
}

/** One month's pay: basic 40% of gross, HRA 20%, LTA 5%, the rest special allowance; March adds a bonus of one basic. */
function monthOfPay(yearly: number, month: string, tds: number): Omit<PayslipRow, 'username'> {
  const monthly = Math.round(yearly / 13);
  const basic = Math.round(monthly * 0.4);
  const hra = Math.round(monthly * 0.2);
  const lta = Math.round(monthly * 0.05);
  const pf = Math.min(Math.round(basic * 0.12), 1800);
  return {
    month,
    lopDays: 0,
    earnings: { BASIC: basic, HRA: hra, LTA: lta, SPECIAL: monthly - basic - hra - lta, ...(month.endsWith('-03') ? { BONUS: basic } : {}) },
    deductions: { PF: pf, PT: 200, TDS: tds },
    employerContributions: { PF_ER: pf, GRATUITY: Math.round(basic * 0.0481), ...(yearly > 2_000_000 ? { NPS_ER: Math.round(basic * 0.1) } : {}) },
  };
}

/** A year of payslips whose TDS adds up to the year's tax: a twelfth a month, the rest in March. */
function payslipsFor(person: Person, year: number, months: string[], yearly: number): PayslipRow[] {
  const plan = monthsOf(year).map((month) => monthOfPay(yearly, month, 0));
  const sum = (pick: (p: (typeof plan)[number]) => number | undefined) => plan.reduce((total, p) => total + (pick(p) ?? 0) * 100, 0);
  const tax = partBFrom(year, {
    gross: sum((p) => Object.values(p.earnings).reduce<number>((a, b) => a + (b ?? 0), 0)),
    basic: sum((p) => p.earnings.BASIC),
    employerNps: sum((p) => p.employerContributions.NPS_ER),
    tds: 0,
  }).netTaxPayable;
  const monthly = Math.floor(tax / 12);
  return plan
    .map((p, i) => ({ ...p, username: person.username, deductions: { ...p.deductions, TDS: i === 11 ? tax - monthly * 11 : monthly } }))
    .filter((p) => months.includes(p.month));
}

function receipt(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: 8 }, (_, i) => (i < 4 ? letters[random.int(0, letters.length - 1)] : String(random.int(0, 9)))).join('');
}

/** Part A for a finished year: each quarter's TDS, deducted and deposited. */
function partAFor(person: Person, year: number, payslips: PayslipRow[], random: Random): Form16Row {
  const quarters = QUARTERS.map((quarter, q) => {
    const tds = payslips.slice(q * 3, q * 3 + 3).reduce((sum, p) => sum + (p.deductions.TDS ?? 0), 0);
    return { quarter, receiptNumber: receipt(random), taxDeducted: tds, taxDeposited: tds };
  });
  return { username: person.username, year: String(year), ...DEMO_EMPLOYER, employeePan: person.panNumber ?? 'ABCPX1234Z', quarters };
}

/** Payslips from April of last financial year to the month before `today`, and last year's Form 16. */
export async function seedPayroll(db: Db, random: Random, today: string, people: readonly Person[]): Promise<void> {
  const current = financialYearOf(today.slice(0, 7));
  const finished = current - 1;
  const thisMonth = today.slice(0, 7);
  const payslips: PayslipRow[] = [];
  const form16: Form16Row[] = [];
  for (const person of people) {
    const yearly = yearlyGross(person.designation, random);
    const last = payslipsFor(person, finished, monthsOf(finished), yearly);
    payslips.push(...last, ...payslipsFor(person, current, monthsOf(current).filter((m) => m < thisMonth), Math.round(yearly * 1.08)));
    form16.push(partAFor(person, finished, last, random));
  }
  await writeImport(db, await checkJsonImport(db, { payslips, form16 }, Number.POSITIVE_INFINITY), 'seed');
}
