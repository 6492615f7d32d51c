// One-off jobs timed once per run rather than driven by autocannon: issue 8's import of a year of
// payslips for 10,000 employees, sent as HR would send it (one CSV to the import endpoint).
import { apiKeyHeaders, type BenchConfig } from './config';
import { firstRenderAfterJobChange } from './careers';
import { withReader, type DatabaseKind, type DatabaseRef } from './database';
import { peopleCount, personAt } from './people';
import type { RunningServer } from './processes';
import { workersAgainstOne } from './workers';

export interface TaskResult {
  seconds: number;
  facts: string;
  failures: string[];
}

export interface TaskContext {
  /** The main server. */
  baseUrl: string;
  /** The database the server writes, for checks afterwards. */
  database: DatabaseRef;
  kind: DatabaseKind;
  config: BenchConfig;
  /** Another production server on the same database, with `workers` processes; stopped with the run if not before. */
  startServer(options: { workers: number }): Promise<RunningServer>;
}

export interface Task {
  name: string;
  /** The run must take at most this long. */
  maxSeconds: number;
  run(context: TaskContext): Promise<TaskResult>;
}

const IMPORT_PEOPLE = 10_000;
/** A financial year the seed leaves empty, so every payslip is new. */
const IMPORT_YEAR = new Date().getUTCFullYear() - 3;
const MONTHS = Array.from({ length: 12 }, (_, i) => `${i < 9 ? IMPORT_YEAR : IMPORT_YEAR + 1}-${String(((i + 3) % 12) + 1).padStart(2, '0')}`);

function payslipCsv(people: number): string {
  const lines = ['username,month,BASIC,HRA,SPECIAL,PF,PT,TDS,PF_ER,GRATUITY'];
  for (let n = 0; n < people; n++) {
    const { username } = personAt(n);
    const basic = 30_000 + (n % 50) * 1_000;
    for (const month of MONTHS) lines.push(`${username},${month},${basic},${basic / 2},${basic * 0.6},1800,200,${Math.round(basic * 0.05)},1800,${Math.round(basic * 0.0481)}`);
  }
  return lines.join('\n');
}

const payrollImport: Task = {
  name: `payroll import, a year of payslips for ${IMPORT_PEOPLE.toLocaleString('en')} employees (one CSV)`,
  maxSeconds: 30,
  async run({ baseUrl, database }) {
    const people = Math.min(IMPORT_PEOPLE, peopleCount());
    const csv = payslipCsv(people);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/payroll/v1/import?kind=payslips`, {
      method: 'POST',
      headers: { ...apiKeyHeaders, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const answer = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const stored = await withReader(database, (db) => db.scalar<number>('SELECT count(*) FROM payslips WHERE financial_year = ?', [IMPORT_YEAR]));
    const expected = people * MONTHS.length;
    const failures: string[] = [];
    if (!response.ok) failures.push(`answered ${response.status}: ${answer.slice(0, 200)}`);
    if (stored !== expected) failures.push(`${stored} payslips stored, ${expected} sent`);
    const megabytes = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
    return { seconds, facts: `${expected.toLocaleString('en')} payslips (${megabytes} MB of CSV), ${stored.toLocaleString('en')} stored, in ${seconds.toFixed(1)} s`, failures };
  },
};

export const TASKS: readonly Task[] = [payrollImport, firstRenderAfterJobChange, workersAgainstOne];
