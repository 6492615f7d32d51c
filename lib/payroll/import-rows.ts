// Where an import's rows come from: JSON arrays, or CSV lines keyed by their header. Each row keeps where
// it was (`payslips[3]`, `line 5`) so the report can name it, and CSV cells are shaped like the JSON rows
// so one schema checks both.
import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { CsvBody, CsvReader } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { DEDUCTIONS, EARNINGS, EMPLOYER_CONTRIBUTIONS, MAX_IMPORT_ROWS, QUARTERS } from './constants';
import { checkJsonImport, ImportCheck, type CheckedImport } from './import';
import type { PayrollImportBody, PayrollImportQuery } from './schemas';

export type ImportKind = 'payslips' | 'form16';

export interface SourceRow {
  value: unknown;
  /** Where the row is: `payslips[3]` or `line 5`. */
  at: string;
  /** For CSV rows: the column a schema path (e.g. `earnings.BASIC`) came from. */
  column?: (path: string) => string;
}

const number = (cell: string): number | string => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);

const GROUPS = [
  ['earnings', EARNINGS],
  ['deductions', DEDUCTIONS],
  ['employerContributions', EMPLOYER_CONTRIBUTIONS],
] as const;

/** A payslip CSV line: username, month, paidDays, lopDays and one column per pay component code. */
function payslipFromCsv(record: Record<string, string>): SourceRow['value'] {
  const row: Record<string, unknown> = { earnings: {}, deductions: {}, employerContributions: {} };
  for (const [column, cell] of Object.entries(record)) {
    if (cell === '') continue;
    const group = GROUPS.find(([, codes]) => column in codes);
    if (group) (row[group[0]] as Record<string, unknown>)[column] = number(cell);
    else row[column] = column === 'paidDays' || column === 'lopDays' ? number(cell) : cell;
  }
  return row;
}

const QUARTER_COLUMNS = { receiptNumber: 'RECEIPT', taxDeducted: 'DEDUCTED', taxDeposited: 'DEPOSITED' } as const;

/** A Form 16 CSV line: username, year, employer and PAN columns, and Q1_RECEIPT, Q1_DEDUCTED, Q1_DEPOSITED ... Q4_. */
function form16FromCsv(record: Record<string, string>): { value: unknown; quarters: string[] } {
  const row: Record<string, unknown> = {};
  const quarters: Record<string, unknown>[] = [];
  const named: string[] = [];
  for (const [column, cell] of Object.entries(record)) {
    if (cell === '') continue;
    const match = /^(Q[1-4])_(RECEIPT|DEDUCTED|DEPOSITED)$/.exec(column);
    if (!match) {
      row[column] = cell;
      continue;
    }
    const [, quarter = '', part] = match;
    let index = named.indexOf(quarter);
    if (index < 0) index = named.push(quarter) - 1;
    const field = (Object.keys(QUARTER_COLUMNS) as (keyof typeof QUARTER_COLUMNS)[]).find((k) => QUARTER_COLUMNS[k] === part) ?? 'receiptNumber';
    quarters[index] = { ...quarters[index], quarter, [field]: field === 'receiptNumber' ? cell : number(cell) };
  }
  return { value: { ...row, quarters }, quarters: named };
}

/** The column a schema path came from, in a CSV line. */
function payslipColumn(path: string): string {
  return path.split('.').at(-1) ?? path;
}

function form16Column(quarters: string[]) {
  return (path: string) => {
    const match = /^quarters\.(\d+)\.(\w+)$/.exec(path);
    if (!match) return path;
    const quarter = quarters[Number(match[1])] ?? QUARTERS[0];
    return `${quarter}_${QUARTER_COLUMNS[match[2] as keyof typeof QUARTER_COLUMNS] ?? match[2]}`;
  };
}

/** A CSV record as a row of `kind`, at its line, keyed for the report by its column names. */
function csvSourceRow(kind: ImportKind, record: Record<string, string>, line: number): SourceRow {
  const at = `line ${line}`;
  if (kind === 'payslips') return { value: payslipFromCsv(record), at, column: payslipColumn };
  const { value, quarters } = form16FromCsv(record);
  return { value, at, column: form16Column(quarters) };
}

/**
 * A text/csv import: each record is checked as it is parsed and kept only as the values to write, so
 * memory grows with the rows' values, not with the file. `kind` says what the lines are.
 */
export const payrollCsv: CsvBody<PayrollImportQuery> = {
  maxRows: MAX_IMPORT_ROWS,
  reader: ({ kind }) => payrollCsvReader(getDb(), kind),
};

/** The reader of one CSV import into `db` (the endpoint's and the command line's); its result is the ImportCheck. */
export async function payrollCsvReader(db: Db, kind: ImportKind | undefined): Promise<CsvReader> {
  if (!kind) throw new ApiError('validation_failed', 'Say what the CSV holds: ?kind=payslips or ?kind=form16.', { errors: [{ path: 'query.kind', message: 'Required with a CSV body' }] });
  const check = await ImportCheck.of(db);
  return { row: (record, line) => check.add(kind, csvSourceRow(kind, record, line)), end: () => check };
}

/** The rows an import body carries, checked: a CSV body's were checked as it was read. */
export async function checkedImport(db: Db, body: PayrollImportBody): Promise<CheckedImport> {
  if (body.csv === undefined) return checkJsonImport(db, body);
  if (!(body.csv instanceof ImportCheck)) {
    throw new ApiError('validation_failed', 'Send CSV as the body itself (Content-Type text/csv), not in a JSON field.', { errors: [{ path: 'csv', message: 'Unknown field' }] });
  }
  return body.csv.finish();
}
