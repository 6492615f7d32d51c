import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { driverValue, preparedPerDb } from '@/db/prepared';
import { employees, form16PartA, payslips } from '@/db/schema';
import { ApiError, type FieldError } from '@/lib/api/errors';
import { fieldErrors } from '@/lib/api/validation';
import { nowIso } from '@/lib/time';
import { financialYearOf } from './constants';
import { issueStaleForm16s } from './form16-issue';
import type { ImportKind, SourceRow } from './import-rows';
import { paiseOf } from './money';
import { form16RowSchema, payslipRowSchema, type Form16Row, type PayslipRow, type PayrollImportResult } from './schemas';

/** The report lists this many problems at most; the count of bad rows is always complete. */
const MAX_REPORTED = 1000;

const sumPaise = (amounts: Record<string, number | undefined>) => Object.values(amounts).reduce<number>((sum, a) => sum + paiseOf(a ?? 0), 0);
const inPaise = (amounts: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(amounts).flatMap(([code, a]) => (a === undefined ? [] : [[code, paiseOf(a)]])));
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

interface Checked<T> {
  row: T;
  employeeId: number;
}

export interface CheckedImport {
  payslips: Checked<PayslipRow>[];
  form16: Checked<Form16Row>[];
}

/** Checks every row of every kind and names every problem; throws one 400 with all of them, or returns the rows to write. */
export function checkImport(db: Db, rows: Record<ImportKind, SourceRow[]>): CheckedImport {
  const total = rows.payslips.length + rows.form16.length;
  if (total === 0) throw new ApiError('validation_failed', 'There is nothing to import.', { errors: [{ path: '(body)', message: 'No rows' }] });
  const people = new Map(db.select({ id: employees.id, username: employees.username }).from(employees).all().map((e) => [e.username, e.id]));
  const problems: FieldError[] = [];
  const badRows = new Set<string>();
  const report = (source: SourceRow, path: string, message: string) => {
    badRows.add(source.at);
    if (problems.length < MAX_REPORTED) problems.push({ path: `${source.at}.${source.column ? source.column(path) : path}`, message });
  };

  function checkRows<S extends z.ZodType>(sources: SourceRow[], schema: S, key: (row: z.output<S>) => string, rules: (row: z.output<S>, source: SourceRow) => void) {
    const seen = new Map<string, string>();
    const checked: Checked<z.output<S>>[] = [];
    for (const source of sources) {
      const parsed = schema.safeParse(source.value);
      if (!parsed.success) {
        for (const e of fieldErrors(parsed.error)) report(source, e.path, e.message);
        continue;
      }
      const row = parsed.data as z.output<S> & { username: string };
      const employeeId = people.get(row.username);
      if (employeeId === undefined) report(source, 'username', `No employee ${row.username}`);
      const first = seen.get(key(row));
      if (first) report(source, 'username', `Repeats ${first} for the same person and period`);
      else seen.set(key(row), source.at);
      const before = badRows.size;
      rules(row, source);
      if (employeeId !== undefined && !first && badRows.size === before) checked.push({ row, employeeId });
    }
    return checked;
  }

  const checkedPayslips = checkRows(rows.payslips, payslipRowSchema, (r) => `${r.username}:${r.month}`, (row, source) => {
    if (sumPaise(row.deductions) > sumPaise(row.earnings)) report(source, 'deductions', 'Deductions exceed the earnings: net pay would be negative');
    const days = daysIn(row.month);
    if ((row.paidDays ?? days - row.lopDays) + row.lopDays > days) report(source, 'paidDays', `Paid and unpaid days exceed the ${days} days of ${row.month}`);
  });
  const checkedForm16 = checkRows(rows.form16, form16RowSchema, (r) => `${r.username}:${r.year}`, () => undefined);
  if (badRows.size > 0) {
    throw new ApiError('validation_failed', `${badRows.size} of ${total} rows have problems; nothing was imported.`, {
      errors: problems,
      extra: { badRows: badRows.size, rows: total },
    });
  }
  return { payslips: checkedPayslips, form16: checkedForm16 };
}

// Prepared once per connection: an import writes up to hundreds of thousands of rows.
const statements = preparedPerDb((db) => ({
  payslip: db
    .insert(payslips)
    .values({
      employeeId: driverValue('employeeId'),
      month: driverValue('month'),
      financialYear: driverValue('financialYear'),
      paidDays: driverValue('paidDays'),
      lopDays: driverValue('lopDays'),
      earnings: driverValue('earnings'),
      deductions: driverValue('deductions'),
      employerContributions: driverValue('employerContributions'),
      grossPaise: driverValue('grossPaise'),
      deductionsPaise: driverValue('deductionsPaise'),
      netPaise: driverValue('netPaise'),
      employerPaise: driverValue('employerPaise'),
      basicPaise: driverValue('basicPaise'),
      employerNpsPaise: driverValue('employerNpsPaise'),
      tdsPaise: driverValue('tdsPaise'),
      importedBy: driverValue('importedBy'),
      importedAt: driverValue('importedAt'),
    })
    .onConflictDoUpdate({
      target: [payslips.employeeId, payslips.month],
      set: Object.fromEntries(
        (['paidDays', 'lopDays', 'earnings', 'deductions', 'employerContributions', 'grossPaise', 'deductionsPaise', 'netPaise', 'employerPaise', 'basicPaise', 'employerNpsPaise', 'tdsPaise', 'importedBy', 'importedAt'] as const).map((column) => [
          column,
          sql.raw(`excluded.${payslips[column].name}`),
        ]),
      ),
    })
    .prepare(),
  form16: db
    .insert(form16PartA)
    .values({
      employeeId: driverValue('employeeId'),
      year: driverValue('year'),
      employerName: driverValue('employerName'),
      employerAddress: driverValue('employerAddress'),
      employerTan: driverValue('employerTan'),
      employerPan: driverValue('employerPan'),
      employeePan: driverValue('employeePan'),
      quarters: driverValue('quarters'),
      importedBy: driverValue('importedBy'),
      importedAt: driverValue('importedAt'),
    })
    .onConflictDoUpdate({
      target: [form16PartA.employeeId, form16PartA.year],
      set: Object.fromEntries(
        (['employerName', 'employerAddress', 'employerTan', 'employerPan', 'employeePan', 'quarters', 'importedBy', 'importedAt'] as const).map((column) => [
          column,
          sql.raw(`excluded.${form16PartA[column].name}`),
        ]),
      ),
    })
    .prepare(),
  existingPayslips: db.select({ employeeId: payslips.employeeId, month: payslips.month }).from(payslips).prepare(),
  existingForm16: db.select({ employeeId: form16PartA.employeeId, year: form16PartA.year }).from(form16PartA).prepare(),
}));

/**
 * Writes checked rows, a month or year already on file for the person replaced, and issues the Form 16
 * of each Part A they touched (its triggers cleared the kept one; form16-issue.ts). Call it inside a write transaction (on
 * `db`, its connection), so the import is all or nothing.
 */
export function writeImport(db: Db, checked: CheckedImport, actor: string): PayrollImportResult {
  const query = statements(db);
  const importedAt = nowIso();
  const onFile = new Set([
    ...query.existingPayslips.all().map((p) => `p:${p.employeeId}:${p.month}`),
    ...query.existingForm16.all().map((f) => `f:${f.employeeId}:${f.year}`),
  ]);
  let replaced = 0;
  for (const { row, employeeId } of checked.payslips) {
    if (onFile.has(`p:${employeeId}:${row.month}`)) replaced++;
    const grossPaise = sumPaise(row.earnings);
    const deductionsPaise = sumPaise(row.deductions);
    query.payslip.run({
      employeeId,
      month: row.month,
      financialYear: financialYearOf(row.month),
      paidDays: row.paidDays ?? daysIn(row.month) - row.lopDays,
      lopDays: row.lopDays,
      earnings: JSON.stringify(inPaise(row.earnings)),
      deductions: JSON.stringify(inPaise(row.deductions)),
      employerContributions: JSON.stringify(inPaise(row.employerContributions)),
      grossPaise,
      deductionsPaise,
      netPaise: grossPaise - deductionsPaise,
      employerPaise: sumPaise(row.employerContributions),
      basicPaise: paiseOf(row.earnings.BASIC ?? 0),
      employerNpsPaise: paiseOf(row.employerContributions.NPS_ER ?? 0),
      tdsPaise: paiseOf(row.deductions.TDS ?? 0),
      importedBy: actor,
      importedAt,
    });
  }
  for (const { row, employeeId } of checked.form16) {
    if (onFile.has(`f:${employeeId}:${row.year}`)) replaced++;
    query.form16.run({
      employeeId,
      year: Number(row.year),
      employerName: row.employerName,
      employerAddress: row.employerAddress ?? null,
      employerTan: row.employerTan,
      employerPan: row.employerPan,
      employeePan: row.employeePan,
      quarters: JSON.stringify(
        row.quarters.map((q) => ({ quarter: q.quarter, receiptNumber: q.receiptNumber, taxDeductedPaise: paiseOf(q.taxDeducted), taxDepositedPaise: paiseOf(q.taxDeposited) })),
      ),
      importedBy: actor,
      importedAt,
    });
  }
  issueStaleForm16s(db);
  return { payslips: checked.payslips.length, form16: checked.form16.length, replaced };
}

