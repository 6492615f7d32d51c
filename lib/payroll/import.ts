import 'server-only';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { isPostgres, type Db } from '@/db/client';
import { driverValue, preparedQuery, type DriverValue } from '@/db/prepared';
import { employees, form16PartA, payslips } from '@/db/schema';
import { ApiError, type FieldError } from '@/lib/api/errors';
import { fieldErrors } from '@/lib/api/validation';
import { nowIso } from '@/lib/time';
import { DEDUCTIONS, EARNINGS, EMPLOYER_CONTRIBUTIONS, financialYearOf, MAX_IMPORT_ROWS } from './constants';
import { issueStaleForm16s } from './form16-issue';
import type { ImportKind, SourceRow } from './import-rows';
import { paiseOf } from './money';
import { form16RowSchema, payslipRowSchema, type Form16Row, type PayslipRow, type PayrollImportResult } from './schemas';

/** The report lists this many problems at most; the count of bad rows is always complete. */
const MAX_REPORTED = 1000;

const sumPaise = (amounts: Record<string, number | undefined>) => Object.values(amounts).reduce<number>((sum, a) => sum + paiseOf(a ?? 0), 0);
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** A Form 16 Part A as it will be written, but for who imported it and when. */
interface Form16Values {
  employeeId: number;
  year: number;
  employerName: string;
  employerAddress: string | null;
  employerTan: string;
  employerPan: string;
  employeePan: string;
  quarters: string;
}

const COMPONENT_GROUPS = [
  ['earnings', Object.keys(EARNINGS)],
  ['deductions', Object.keys(DEDUCTIONS)],
  ['employerContributions', Object.keys(EMPLOYER_CONTRIBUTIONS)],
] as const;
const COMPONENTS: readonly string[] = COMPONENT_GROUPS.flatMap(([, codes]) => codes);
const BASIC = COMPONENTS.indexOf('BASIC');
const TDS = COMPONENTS.indexOf('TDS');
const NPS_ER = COMPONENTS.indexOf('NPS_ER');

/**
 * Checked payslips, column by column: numbers in typed arrays (an amount absent is NaN), equal months one
 * string. As objects with their three JSON strings they took about three times the memory, which for
 * the largest allowed file broke the import's memory budget (MAX_IMPORT_ROWS in ./constants.ts). The rows to write are made one at a time (`values`).
 */
export class PayslipColumns {
  length = 0;
  #employeeId = new Int32Array(1024);
  #days = new Float64Array(2 * 1024);
  #paise = new Float64Array(COMPONENTS.length * 1024);
  readonly #month: string[] = [];
  readonly #months = new Map<string, string>();

  push(row: PayslipRow, employeeId: number): void {
    if (this.length === this.#employeeId.length) this.#grow();
    const i = this.length++;
    this.#employeeId[i] = employeeId;
    this.#days[2 * i] = row.paidDays ?? daysIn(row.month) - row.lopDays;
    this.#days[2 * i + 1] = row.lopDays;
    let at = i * COMPONENTS.length;
    for (const [group, codes] of COMPONENT_GROUPS) {
      const amounts: Record<string, number | undefined> = row[group];
      for (const code of codes) {
        const amount = amounts[code];
        this.#paise[at++] = amount === undefined ? NaN : paiseOf(amount);
      }
    }
    let month = this.#months.get(row.month);
    if (month === undefined) this.#months.set(row.month, (month = row.month));
    this.#month.push(month);
  }

  /** Payslip `i` as the insert's values, but for who imported it and when. */
  values(i: number) {
    const month = this.#month[i] ?? '';
    const paise = (component: number) => {
      const value = this.#paise[i * COMPONENTS.length + component] ?? NaN;
      return Number.isNaN(value) ? 0 : value;
    };
    const json: string[] = [];
    const totals: number[] = [];
    let component = 0;
    for (const [, codes] of COMPONENT_GROUPS) {
      const parts: string[] = [];
      let total = 0;
      for (const code of codes) {
        const value = this.#paise[i * COMPONENTS.length + component++] ?? NaN;
        if (Number.isNaN(value)) continue;
        parts.push(`"${code}":${value}`);
        total += value;
      }
      json.push(`{${parts.join(',')}}`);
      totals.push(total);
    }
    const [grossPaise = 0, deductionsPaise = 0, employerPaise = 0] = totals;
    return {
      employeeId: this.#employeeId[i] ?? 0,
      month,
      financialYear: financialYearOf(month),
      paidDays: this.#days[2 * i] ?? 0,
      lopDays: this.#days[2 * i + 1] ?? 0,
      earnings: json[0] ?? '{}',
      deductions: json[1] ?? '{}',
      employerContributions: json[2] ?? '{}',
      grossPaise,
      deductionsPaise,
      netPaise: grossPaise - deductionsPaise,
      employerPaise,
      basicPaise: paise(BASIC),
      employerNpsPaise: paise(NPS_ER),
      tdsPaise: paise(TDS),
    };
  }

  #grow(): void {
    const ids = new Int32Array(this.#employeeId.length * 2);
    ids.set(this.#employeeId);
    this.#employeeId = ids;
    const grown = (array: Float64Array) => {
      const bigger = new Float64Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.#days = grown(this.#days);
    this.#paise = grown(this.#paise);
  }
}

export interface CheckedImport {
  payslips: PayslipColumns;
  form16: Form16Values[];
}

function form16Values(row: Form16Row, employeeId: number): Form16Values {
  return {
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
  };
}

/**
 * Checks an import's rows one at a time, as they arrive, naming every problem by where the row is. A good
 * row is kept only as the values to write (the source row and its parsed form are let go at once), and
 * once any row is bad none are kept, since nothing will be written: a CSV import streams through this.
 */
export class ImportCheck {
  readonly #people: Map<string, number>;
  readonly #problems: FieldError[] = [];
  readonly #seen = new Map<string | number, string>();
  #rows = 0;
  #badRows = 0;
  #checked: CheckedImport = { payslips: new PayslipColumns(), form16: [] };

  /** A check against the employees of `db` as they are when the import starts. */
  static async of(db: Db): Promise<ImportCheck> {
    const people = await db.select({ id: employees.id, username: employees.username }).from(employees);
    return new ImportCheck(new Map(people.map((e) => [e.username, e.id])));
  }

  private constructor(people: Map<string, number>) {
    this.#people = people;
  }

  add(kind: ImportKind, source: SourceRow): void {
    this.#rows++;
    let bad = false;
    const report = (path: string, message: string) => {
      bad = true;
      if (this.#problems.length < MAX_REPORTED) this.#problems.push({ path: `${source.at}.${source.column ? source.column(path) : path}`, message });
    };
    const parsed = kind === 'payslips' ? payslipRowSchema.safeParse(source.value) : form16RowSchema.safeParse(source.value);
    if (!parsed.success) {
      for (const e of fieldErrors(parsed.error)) report(e.path, e.message);
    } else {
      const row = parsed.data;
      const employeeId = this.#people.get(row.username);
      if (employeeId === undefined) report('username', `No employee ${row.username}`);
      // By number when the person is known: 200,000 string keys took tens of megabytes.
      const period = 'month' in row ? Number(row.month.slice(0, 4)) * 12 + Number(row.month.slice(5, 7)) : -Number(row.year);
      const key = employeeId === undefined ? `${kind}:${row.username}:${period}` : employeeId * 1_000_000 + period;
      const first = this.#seen.get(key);
      if (first) report('username', `Repeats ${first} for the same person and period`);
      else this.#seen.set(key, source.at);
      if ('month' in row) {
        if (sumPaise(row.deductions) > sumPaise(row.earnings)) report('deductions', 'Deductions exceed the earnings: net pay would be negative');
        const days = daysIn(row.month);
        if ((row.paidDays ?? days - row.lopDays) + row.lopDays > days) report('paidDays', `Paid and unpaid days exceed the ${days} days of ${row.month}`);
      }
      if (!bad && employeeId !== undefined && this.#badRows === 0) {
        if ('month' in row) this.#checked.payslips.push(row, employeeId);
        else this.#checked.form16.push(form16Values(row, employeeId));
      }
    }
    if (bad && this.#badRows++ === 0) this.#checked = { payslips: new PayslipColumns(), form16: [] };
  }

  /** The rows to write; or one 400 naming every problem (the first thousand), or saying there was nothing. */
  finish(): CheckedImport {
    if (this.#rows === 0) throw new ApiError('validation_failed', 'There is nothing to import.', { errors: [{ path: '(body)', message: 'No rows' }] });
    if (this.#badRows > 0) {
      throw new ApiError('validation_failed', `${this.#badRows} of ${this.#rows} rows have problems; nothing was imported.`, {
        errors: this.#problems,
        extra: { badRows: this.#badRows, rows: this.#rows },
      });
    }
    return this.#checked;
  }
}

/**
 * Checks the rows of a JSON import (or of the seed), each named by where it is: `payslips[3]`. The row
 * limit bounds what one request may make the server hold; the seed writes a whole company of its own
 * making (the large profile: 480,000 payslips) and passes `Infinity`.
 */
export async function checkJsonImport(db: Db, rows: { payslips?: unknown[]; form16?: unknown[] }, maxRows = MAX_IMPORT_ROWS): Promise<CheckedImport> {
  const total = (rows.payslips?.length ?? 0) + (rows.form16?.length ?? 0);
  if (total > maxRows) throw tooManyRows();
  const check = await ImportCheck.of(db);
  rows.payslips?.forEach((value, i) => check.add('payslips', { value, at: `payslips[${i}]` }));
  rows.form16?.forEach((value, i) => check.add('form16', { value, at: `form16[${i}]` }));
  return check.finish();
}

export function tooManyRows(): ApiError {
  return new ApiError('validation_failed', `An import may carry at most ${MAX_IMPORT_ROWS} rows; split it into several.`, {
    errors: [{ path: '(body)', message: `More than ${MAX_IMPORT_ROWS} rows` }],
    extra: { limitRows: MAX_IMPORT_ROWS },
  });
}

/** Rows one multi-row insert writes (17 columns: 8,500 values, within PostgreSQL's limit on bound values). */
const BATCH = 500;

/**
 * How many rows an import writes a statement: on PostgreSQL a batch, as each statement costs a round trip
 * to the server; on SQLite, in process, one: there the one-row statement writes a large import faster than
 * a multi-row one does.
 */
function rowsPerStatement(db: Db): number {
  return isPostgres(db) ? BATCH : 1;
}

/**
 * Upserts of `table`'s rows prepared once per connection, of BATCH rows and of one: row i's column c is
 * the placeholder `c_i`, bound as given (see driverValue); on the key `target`, the `replaced` columns take
 * the new row's values. An import never holds two rows of one key (ImportCheck), which one statement could
 * not take on PostgreSQL.
 */
function upserts<T extends SQLiteTable, C extends keyof T['$inferInsert'] & string>(name: string, table: T, target: SQLiteColumn[], replaced: readonly C[], columns: readonly C[]) {
  const byName = getTableColumns(table) as Record<string, SQLiteColumn>;
  const of = (rows: number) =>
    preparedQuery(`${name}_${rows}`, (db) =>
      db
        .insert(table)
        // Drizzle's types want each column's own type; a placeholder stands for any.
        .values(Array.from({ length: rows }, (_, i) => Object.fromEntries(columns.map((column) => [column, driverValue(`${column}_${i}`)])) as T['$inferInsert']))
        .onConflictDoUpdate({ target, set: Object.fromEntries(replaced.map((column) => [column, sql.raw(`excluded.${byName[column]?.name}`)])) as SQLiteUpdateSetSource<T> }),
    );
  return { columns, batch: of(BATCH), one: of(1) };
}

const PAYSLIP_REPLACED = ['paidDays', 'lopDays', 'earnings', 'deductions', 'employerContributions', 'grossPaise', 'deductionsPaise', 'netPaise', 'employerPaise', 'basicPaise', 'employerNpsPaise', 'tdsPaise', 'importedBy', 'importedAt'] as const;
const FORM16_REPLACED = ['employerName', 'employerAddress', 'employerTan', 'employerPan', 'employeePan', 'quarters', 'importedBy', 'importedAt'] as const;
// An import writes up to hundreds of thousands of rows.
const payslipUpserts = upserts('payroll_import_payslips', payslips, [payslips.employeeId, payslips.month], PAYSLIP_REPLACED, ['employeeId', 'month', 'financialYear', ...PAYSLIP_REPLACED]);
const form16Upserts = upserts('payroll_import_form16', form16PartA, [form16PartA.employeeId, form16PartA.year], FORM16_REPLACED, ['employeeId', 'year', ...FORM16_REPLACED]);

/** Writes `count` rows, row i's values from `row(i)`, through `upsert`: a batch at a time where that is faster (see rowsPerStatement), the rest one by one. */
async function writeRows(db: Db, upsert: ReturnType<typeof upserts>, count: number, row: (i: number) => Record<string, DriverValue>): Promise<void> {
  const batch = rowsPerStatement(db);
  for (let written = 0; written < count; ) {
    const rows = batch > 1 && count - written >= batch ? batch : 1;
    const values: Record<string, DriverValue> = {};
    for (let i = 0; i < rows; i++) {
      const given = row(written + i);
      for (const column of upsert.columns) values[`${column}_${i}`] = given[column] ?? null;
    }
    await (rows > 1 ? upsert.batch : upsert.one)(db).execute(values);
    written += rows;
  }
}

const payslipCount = preparedQuery('payroll_payslip_count', (db) => db.select({ n: count() }).from(payslips));
const form16Count = preparedQuery('payroll_form16_count', (db) => db.select({ n: count() }).from(form16PartA));

/**
 * Writes checked rows, a month or year already on file for the person replaced, and issues the Form 16
 * of each Part A they touched (its triggers cleared the kept one; form16-issue.ts). Call it inside a write transaction (on
 * `db`, its connection), so the import is all or nothing.
 */
export async function writeImport(db: Db, checked: CheckedImport, actor: string): Promise<PayrollImportResult> {
  const importedAt = nowIso();
  // Rows replaced are rows written that did not add one: two counts, instead of every key on file in memory.
  const rowsOnFile = async () => {
    const [payslipRows] = await payslipCount(db).execute();
    const [form16Rows] = await form16Count(db).execute();
    return (payslipRows?.n ?? 0) + (form16Rows?.n ?? 0);
  };
  const before = await rowsOnFile();
  await writeRows(db, payslipUpserts, checked.payslips.length, (i) => ({ ...checked.payslips.values(i), importedBy: actor, importedAt }));
  await writeRows(db, form16Upserts, checked.form16.length, (i) => ({ ...checked.form16[i], importedBy: actor, importedAt }));
  const added = (await rowsOnFile()) - before;
  await issueStaleForm16s(db);
  return { payslips: checked.payslips.length, form16: checked.form16.length, replaced: checked.payslips.length + checked.form16.length - added };
}
