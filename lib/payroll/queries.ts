import 'server-only';
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '@/db/client';
import { driverValue, preparedQuery } from '@/db/prepared';
import { employees, form16PartA, payslips } from '@/db/schema';
import { DEDUCTIONS, EARNINGS, EMPLOYER_CONTRIBUTIONS, financialYearLabel } from './constants';
import { rupeesOf } from './money';
import type { Payslip, PayslipLine, PeriodList } from './schemas';

const id = sql.placeholder('id');
const username = sql.placeholder('username');
const year = sql.placeholder('year');
const generator = sql.placeholder('generator');

/**
 * A sum of paise. PostgreSQL sums its bigint columns as numeric, which its driver answers as text: read
 * back as a number, as SQLite's integer sum is.
 */
const paiseSum = (column: AnySQLiteColumn) => sql<number>`sum(${column})`.mapWith(Number);
/** The sum of a payslip column over the payslips joined to the person (0 without any). */
const yearSum = (column: AnySQLiteColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

// Prepared once per connection: these reads are small and frequent. Exported for the test of their query plans.
export const payrollStatements = {
  // One statement for the person and both sources, as each statement's start costs syscalls: a row per year
  // with payslips (or one without a year), and one per Form 16; no row at all when there is no such person.
  // Grouped by the person's key too, which PostgreSQL wants for the username it answers.
  periods: preparedQuery('payroll_periods', (db) =>
    db
      .select({ username: employees.username, year: payslips.financialYear, months: sql<string | null>`string_agg(${payslips.month}, ',')`, form16: sql<number>`0` })
      .from(employees)
      .leftJoin(payslips, eq(payslips.employeeId, employees.id))
      .where(eq(employees.username, username))
      .groupBy(employees.id, payslips.financialYear)
      .unionAll(
        db
          .select({ username: employees.username, year: form16PartA.year, months: sql<string | null>`NULL`, form16: sql<number>`1` })
          .from(employees)
          .innerJoin(form16PartA, eq(form16PartA.employeeId, employees.id))
          .where(eq(employees.username, username)),
      ),
  ),
  payslip: preparedQuery('payroll_payslip', (db) =>
    db
      .select({ p: payslips, name: employees.displayName, code: employees.employeeCode, designation: employees.designation, department: employees.department })
      .from(payslips)
      .innerJoin(employees, eq(employees.id, payslips.employeeId))
      .where(and(eq(payslips.employeeId, id), eq(payslips.month, sql.placeholder('month')))),
  ),
  yearToDate: preparedQuery('payroll_year_to_date', (db) =>
    db
      .select({
        gross: paiseSum(payslips.grossPaise),
        deductions: paiseSum(payslips.deductionsPaise),
        net: paiseSum(payslips.netPaise),
        tds: paiseSum(payslips.tdsPaise),
      })
      .from(payslips)
      .where(and(eq(payslips.employeeId, id), eq(payslips.financialYear, sql.placeholder('year')), lte(payslips.month, sql.placeholder('month')))),
  ),
  // Part A and the year's payslip totals for Part B, with the person, in one statement (see periods). The
  // year's payslips are joined and summed in one pass: a subquery per total read each payslip four times.
  // Part A's columns by name, not the whole row: it carries the kept Form 16's text too. Grouped by Part A's
  // key as well (one Part A a year at most), which PostgreSQL wants for the Part A columns it answers.
  form16Sources: preparedQuery('payroll_form16_sources', (db) =>
    db
      .select({
        username: employees.username,
        employeeName: employees.displayName,
        partA: {
          employerName: form16PartA.employerName,
          employerAddress: form16PartA.employerAddress,
          employerTan: form16PartA.employerTan,
          employerPan: form16PartA.employerPan,
          employeePan: form16PartA.employeePan,
          quarters: form16PartA.quarters,
        },
        gross: yearSum(payslips.grossPaise),
        basic: yearSum(payslips.basicPaise),
        employerNps: yearSum(payslips.employerNpsPaise),
        tds: yearSum(payslips.tdsPaise),
      })
      .from(employees)
      .leftJoin(form16PartA, and(eq(form16PartA.employeeId, employees.id), eq(form16PartA.year, year)))
      .leftJoin(payslips, and(eq(payslips.employeeId, employees.id), eq(payslips.financialYear, year)))
      .where(eq(employees.username, username))
      .groupBy(employees.id, form16PartA.id),
  ),
  // Who employs the person, as Part A names them (by employee_id and year, the unique index), for the payslip PDF.
  employer: preparedQuery('payroll_employer', (db) =>
    db
      .select({ name: form16PartA.employerName, address: form16PartA.employerAddress })
      .from(form16PartA)
      .where(and(eq(form16PartA.employeeId, id), lte(form16PartA.year, year)))
      .orderBy(desc(form16PartA.year))
      .limit(1),
  ),
  // The Form 16 kept as issued (lib/payroll/form16-issue.ts), if it is still of the generator given, with
  // the person and whether Part A exists: one row with nothing else to read for nearly every Form 16 read.
  issuedForm16: preparedQuery('payroll_issued_form16', (db) =>
    db
      .select({
        username: employees.username,
        partA: form16PartA.id,
        issued: sql<string | null>`CASE WHEN ${form16PartA.issuedGenerator} = ${generator} THEN ${form16PartA.issued} END`,
      })
      .from(employees)
      .leftJoin(form16PartA, and(eq(form16PartA.employeeId, employees.id), eq(form16PartA.year, year)))
      .where(eq(employees.username, username)),
  ),
  issueForm16: preparedQuery('payroll_issue_form16', (db) =>
    db
      .update(form16PartA)
      .set({ issued: driverValue('issued'), issuedGenerator: driverValue('generator') })
      .where(eq(form16PartA.id, id)),
  ),
  // Through form16_part_a_generator_idx: "is not this generator" as ranges an index can answer.
  staleForm16: preparedQuery('payroll_stale_form16', (db) =>
    db
      .select({ id: form16PartA.id, username: employees.username, year: form16PartA.year })
      .from(form16PartA)
      .innerJoin(employees, eq(employees.id, form16PartA.employeeId))
      .where(or(isNull(form16PartA.issuedGenerator), lt(form16PartA.issuedGenerator, generator), gt(form16PartA.issuedGenerator, generator))),
  ),
};

/** A person's financial years with a payslip or a Form 16, newest first; undefined when there is no such person. */
export async function payrollPeriods(db: Db, person: string): Promise<PeriodList | undefined> {
  const rows = await payrollStatements.periods(db).execute({ username: person });
  const first = rows[0];
  if (!first) return undefined;
  const months = new Map<number, string[]>();
  const form16 = new Set<number>();
  for (const row of rows) {
    if (row.year === null) continue;
    if (row.form16) form16.add(row.year);
    else months.set(row.year, (row.months ?? '').split(',').sort());
  }
  const years = [...new Set([...months.keys(), ...form16])].sort((a, b) => b - a);
  const items = years.map((fy) => ({
    year: String(fy),
    label: financialYearLabel(fy),
    startDate: `${fy}-04-01`,
    endDate: `${fy + 1}-03-31`,
    payslipMonths: months.get(fy) ?? [],
    form16Available: form16.has(fy),
  }));
  return { username: first.username, items };
}

function lines(amounts: Record<string, number>, labels: Record<string, string>): PayslipLine[] {
  // In the order of the pay components, so every payslip reads the same way.
  return Object.entries(labels).flatMap(([code, label]) => (amounts[code] !== undefined ? [{ code, label, amount: rupeesOf(amounts[code]) }] : []));
}

export async function payslipOf(db: Db, employeeId: number, username: string, month: string): Promise<Payslip | undefined> {
  const [row] = await payrollStatements.payslip(db).execute({ id: employeeId, month });
  if (!row) return undefined;
  const { p } = row;
  const [ytd] = await payrollStatements.yearToDate(db).execute({ id: employeeId, year: p.financialYear, month });
  return {
    username,
    employeeName: row.name,
    employeeCode: row.code,
    designation: row.designation,
    department: row.department,
    month,
    financialYear: String(p.financialYear),
    paidDays: p.paidDays,
    lopDays: p.lopDays,
    earnings: lines(p.earnings, EARNINGS),
    deductions: lines(p.deductions, DEDUCTIONS),
    employerContributions: lines(p.employerContributions, EMPLOYER_CONTRIBUTIONS),
    grossPay: rupeesOf(p.grossPaise),
    totalDeductions: rupeesOf(p.deductionsPaise),
    netPay: rupeesOf(p.netPaise),
    employerTotal: rupeesOf(p.employerPaise),
    yearToDate: {
      grossPay: rupeesOf(ytd?.gross ?? 0),
      totalDeductions: rupeesOf(ytd?.deductions ?? 0),
      netPay: rupeesOf(ytd?.net ?? 0),
      taxDeducted: rupeesOf(ytd?.tds ?? 0),
    },
  };
}

/** An employer as a payslip names it. */
export interface Employer {
  name: string;
  address: string | null;
}

/**
 * The employer the person's Form 16 Part A names for a financial year, else for the latest year before it
 * (a year's Part A comes after it ends, so the current year's payslips take last year's); undefined when
 * none was ever imported.
 */
export async function employerOf(db: Db, employeeId: number, financialYear: number): Promise<Employer | undefined> {
  const [employer] = await payrollStatements.employer(db).execute({ id: employeeId, year: financialYear });
  return employer;
}

/** What a person's Form 16 is made of: Part A as imported (none if not issued), and the year's payslip totals for Part B; undefined when there is no such person. */
export async function form16Sources(db: Db, person: string, financialYear: number) {
  const [row] = await payrollStatements.form16Sources(db).execute({ username: person, year: financialYear });
  if (!row) return undefined;
  const { username, employeeName, partA, ...totals } = row;
  return { username, employeeName, partA: partA ?? undefined, totals };
}
