// npm run db:seed -- [--employees N] [--jobs N] [--attendance-people N --attendance-days D] [--reset]
// Seeds DATABASE_URL (default ./data/hr.db) with the demo organisation; --employees and --jobs (open jobs on
// the career portal, a dozen hidden ones come on top) make it larger; --attendance-people gives the first N
// people D days of punches (the benchmark: a year for 2,000) instead of the demo's few weeks.
import fs from 'node:fs';
import { databaseFile, migrateDatabase, openDatabase } from '@/db/client';
import { DEFAULT_ATTENDANCE_DAYS, DEFAULT_EMPLOYEES, DEFAULT_JOBS, isEmpty, seedDemo } from '@/db/seed/seed';
import { parseArgs } from './args';

const { options } = parseArgs(process.argv.slice(2));
const employees = Number(options.get('employees') ?? DEFAULT_EMPLOYEES);
if (!Number.isInteger(employees) || employees < 20) {
  console.error('--employees must be a whole number of at least 20');
  process.exit(2);
}
const jobs = Number(options.get('jobs') ?? DEFAULT_JOBS);
if (!Number.isInteger(jobs) || jobs < 0) {
  console.error('--jobs must be a whole number of at least 0');
  process.exit(2);
}
const attendancePeople = Number(options.get('attendance-people') ?? 0);
const attendanceDays = Number(options.get('attendance-days') ?? DEFAULT_ATTENDANCE_DAYS);
if (!Number.isInteger(attendancePeople) || attendancePeople < 0 || !Number.isInteger(attendanceDays) || attendanceDays < 1 || attendanceDays > 3660) {
  console.error('--attendance-people must be a whole number of at least 0, and --attendance-days one from 1 to 3660');
  process.exit(2);
}
const file = databaseFile();
if (options.has('reset')) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
const db = openDatabase(file);
migrateDatabase(db);
if (!isEmpty(db)) {
  console.error(`${file} already holds data; add --reset to start again.`);
  process.exit(1);
}
const started = Date.now();
const result = await seedDemo(db, { employees, jobs, attendancePeople, attendanceDays });
db.$client.close();
console.log(`Seeded ${result.employees} employees, ${result.jobs} jobs and ${result.punches} punches into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
