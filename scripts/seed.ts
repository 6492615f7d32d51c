// npm run db:seed -- [--profile demo|large] [--employees N] [--jobs N] [--attendance-people N --attendance-days D] [--leave-days D] [--applicants N] [--reset]
// Seeds DATABASE_URL (default ./data/hr.db; a PostgreSQL database through a temporary SQLite file, see
// seedPostgres) with the demo organisation. A profile sets the sizes, and any
// flag given overrides its profile's value: `demo` (the default) is a small company with a few weeks of
// punches; `large` is issue 10's proof at scale: 20,000 employees, 100,000 jobs, a year of punches and of
// leave for everyone, two financial years of payslips, and 30,000 applicants, 10,000 of them to one job
// (a few minutes, with progress on stderr).
// --attendance-people gives the first N people D days of punches instead of the demo's few weeks.
import fs from 'node:fs';
import { closeDatabase, connect, databaseFile, isPostgresUrl, migrate } from '@/db/client';
import { maskUrl } from '@/db/mask-url';
import { DEFAULT_ATTENDANCE_DAYS, DEFAULT_EMPLOYEES, DEFAULT_JOBS, isEmpty, seedDemo } from '@/lib/seed/seed';
import { seedPostgres } from '@/lib/server/startup';
import { parseArgs } from './args';

const PROFILES = {
  demo: { employees: DEFAULT_EMPLOYEES, jobs: DEFAULT_JOBS, 'attendance-people': 0, 'attendance-days': DEFAULT_ATTENDANCE_DAYS, 'leave-days': 0, applicants: 0 },
  large: { employees: 20_000, jobs: 100_000, 'attendance-people': 20_000, 'attendance-days': 365, 'leave-days': 365, applicants: 30_000 },
};
type Setting = keyof (typeof PROFILES)['demo'];

const { options } = parseArgs(process.argv.slice(2));
const profileName = String(options.get('profile') ?? 'demo');
if (!(profileName in PROFILES)) {
  console.error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`);
  process.exit(2);
}
const profile = PROFILES[profileName as keyof typeof PROFILES];

/** A whole number from its flag or the profile, checked against `min` and `max`. */
function setting(name: Setting, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(options.get(name) ?? profile[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}
const employees = setting('employees', 20);
const jobs = setting('jobs', 0);
const attendancePeople = setting('attendance-people', 0);
const attendanceDays = setting('attendance-days', 1, 3660);
const leaveHistoryDays = setting('leave-days', 0, 3660);
const applicants = setting('applicants', 0, 1_000_000);

const url = process.env.DATABASE_URL?.trim() ?? '';
const postgres = isPostgresUrl(url);
const name = postgres ? maskUrl(url) : databaseFile(url);
if (options.has('reset')) {
  if (postgres) {
    console.error('--reset deletes a SQLite file: drop and create the PostgreSQL database instead.');
    process.exit(2);
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(name + suffix, { force: true });
}
const db = connect(url);
await migrate(db);
if (!(await isEmpty(db))) {
  console.error(`${name} already holds data; add --reset to start again.`);
  process.exit(1);
}
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const seedOptions = {
  employees,
  jobs,
  attendancePeople,
  attendanceDays,
  leaveHistoryDays,
  applicants,
  onProgress: (message: string) => process.stderr.write(`[seed ${elapsed()}] ${message}\n`),
};
const result = postgres ? await seedPostgres(url, seedOptions) : await seedDemo(db, seedOptions);
await closeDatabase(db);
console.log(`Seeded ${result.employees} employees, ${result.jobs} jobs and ${result.punches} punches into ${name} in ${elapsed()}`);
