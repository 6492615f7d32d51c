import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { employees, form16PartA, payslips } from '@/db/schema';
import { DEDUCTIONS, EARNINGS, EMPLOYER_CONTRIBUTIONS, financialYearLabel } from './constants';
import { rupeesOf } from './money';
import type { Payslip, PayslipLine, Period } from './schemas';

const id = sql.placeholder('id');

// Prepared once per connection: these reads are small and frequent.
const statements = preparedPerDb((db) => ({
  payslipYears: db
    .select({ year: payslips.financialYear, months: sql<string>`group_concat(${payslips.month})` })
    .from(payslips)
    .where(eq(payslips.employeeId, id))
    .groupBy(payslips.financialYear)
    .prepare(),
  form16Years: db.select({ year: form16PartA.year }).from(form16PartA).where(eq(form16PartA.employeeId, id)).prepare(),
  payslip: db
    .select({ p: payslips, name: employees.displayName, code: employees.employeeCode, designation: employees.designation, department: employees.department })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .where(and(eq(payslips.employeeId, id), eq(payslips.month, sql.placeholder('month'))))
    .prepare(),
  yearToDate: db
    .select({
      gross: sql<number>`sum(${payslips.grossPaise})`,
      deductions: sql<number>`sum(${payslips.deductionsPaise})`,
      net: sql<number>`sum(${payslips.netPaise})`,
      tds: sql<number>`sum(${payslips.tdsPaise})`,
    })
    .from(payslips)
    .where(and(eq(payslips.employeeId, id), eq(payslips.financialYear, sql.placeholder('year')), lte(payslips.month, sql.placeholder('month'))))
    .prepare(),
  yearTotals: db
    .select({
      months: sql<number>`count(*)`,
      gross: sql<number>`coalesce(sum(${payslips.grossPaise}), 0)`,
      basic: sql<number>`coalesce(sum(${payslips.basicPaise}), 0)`,
      employerNps: sql<number>`coalesce(sum(${payslips.employerNpsPaise}), 0)`,
      tds: sql<number>`coalesce(sum(${payslips.tdsPaise}), 0)`,
    })
    .from(payslips)
    .where(and(eq(payslips.employeeId, id), eq(payslips.financialYear, sql.placeholder('year'))))
    .prepare(),
  partA: db
    .select({ a: form16PartA, employeeName: employees.displayName })
    .from(form16PartA)
    .innerJoin(employees, eq(employees.id, form16PartA.employeeId))
    .where(and(eq(form16PartA.employeeId, id), eq(form16PartA.year, sql.placeholder('year'))))
    .prepare(),
}));

/** The financial years with a payslip or a Form 16, newest first. */
export function payrollPeriods(db: Db, employeeId: number): Period[] {
  const query = statements(db);
  const months = new Map(query.payslipYears.all({ id: employeeId }).map((r) => [r.year, r.months.split(',').sort()]));
  const form16 = new Set(query.form16Years.all({ id: employeeId }).map((r) => r.year));
  const years = [...new Set([...months.keys(), ...form16])].sort((a, b) => b - a);
  return years.map((year) => ({
    year: String(year),
    label: financialYearLabel(year),
    startDate: `${year}-04-01`,
    endDate: `${year + 1}-03-31`,
    payslipMonths: months.get(year) ?? [],
    form16Available: form16.has(year),
  }));
}

function lines(amounts: Record<string, number>, labels: Record<string, string>): PayslipLine[] {
  // In the order of the pay components, so every payslip reads the same way.
  return Object.entries(labels).flatMap(([code, label]) => (amounts[code] !== undefined ? [{ code, label, amount: rupeesOf(amounts[code]) }] : []));
}

export function payslipOf(db: Db, employeeId: number, username: string, month: string): Payslip | undefined {
  const query = statements(db);
  const row = query.payslip.get({ id: employeeId, month });
  if (!row) return undefined;
  const { p } = row;
  const ytd = query.yearToDate.get({ id: employeeId, year: p.financialYear, month });
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

/** What Form 16 is made of: Part A as imported, and the year's payslip totals for Part B. */
export function form16Sources(db: Db, employeeId: number, year: number) {
  const query = statements(db);
  const partA = query.partA.get({ id: employeeId, year });
  if (!partA) return undefined;
  const totals = query.yearTotals.get({ id: employeeId, year }) ?? { months: 0, gross: 0, basic: 0, employerNps: 0, tds: 0 };
  return { partA: partA.a, employeeName: partA.employeeName, totals };
}
