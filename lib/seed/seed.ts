import 'server-only';
import { count, eq } from 'drizzle-orm';
import { changedRows, transaction, type Db } from '@/db/client';
import { accountRoles, accounts, apiClients, businessUnits, employees, locations, roles, type Role } from '@/db/schema';
import { sha256Hex } from '@/lib/auth/api-clients';
import { hashPassword } from '@/lib/auth/password';
import { nowIso, orgDate } from '@/lib/time';
import { buildJobs, insertJobs } from './jobs';
import { BUSINESS_UNITS, LOCATIONS } from './org-data';
import { buildOrganisation, DEMO_ACCOUNTS } from './organisation';
import { seededRandom } from './random';
import { seedLeavePolicy, seedLeaveRequests } from './leave';
import { DEMO_REFERRAL_COUNT, seedReferrals } from './referrals';
import { seedBulkApplicants, seedDemoApplicants } from './applications';
import { seedAttendanceStories, seedPunches } from './attendance';
import { seedLeaveHistory } from './leave-history';
import { seedPayroll } from './payroll';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_CLIENT_ID = 'cli_demo';
export const DEFAULT_EMPLOYEES = 160;
/** Open jobs on the career portal in the demo (a few hidden ones come on top). */
export const DEFAULT_JOBS = 60;

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  employee: 'Own profile, leave, attendance, payroll, referrals and inbox',
  manager: 'Also the leave and attendance of direct reports',
  recruiter: 'Candidates, jobs, referral pipeline and resume parsing',
  hr_admin: 'Everything for every employee, API clients and imports',
};

/** Whether the database has no employees yet (either database: start-up asks it of PostgreSQL too). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employees);
  return (row?.n ?? 0) === 0;
}

/** Applicants to the busiest job in the large profile (the bench reads that job's list). */
export const BUSY_JOB_APPLICANTS = 10_000;

/** Days of punches the demo has, for everyone. */
export const DEFAULT_ATTENDANCE_DAYS = 35;

export interface SeedOptions {
  employees?: number;
  jobs?: number;
  /** How many people (the first ones) get `attendanceDays` of punches; the rest get the default weeks. */
  attendancePeople?: number;
  attendanceDays?: number;
  /** Days of leave history for everyone but the demo accounts (whose leave tells the demo's own story); 0: none. */
  leaveHistoryDays?: number;
  /** Applicants written in bulk beside the demo's few (the large profile), most of them to one job. */
  applicants?: number;
  /** How many of `applicants` applied to that one job. */
  busyJobApplicants?: number;
  /** Told what the seed is doing, for a long seed's progress. */
  onProgress?: (message: string) => void;
}

/** Writes the demo organisation into an empty database in one transaction. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ employees: number; jobs: number; punches: number }> {
  const now = nowIso();
  const random = seededRandom(20260401);
  const progress = options.onProgress ?? (() => undefined);
  progress('building the organisation and jobs');
  const people = buildOrganisation(options.employees ?? DEFAULT_EMPLOYEES, random, now);
  const jobSeed = buildJobs(options.jobs ?? DEFAULT_JOBS, random, orgDate(), now);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));

  let punches = 0;
  await transaction(db, async (tx) => {
    tx.insert(roles)
      .values(Object.entries(ROLE_DESCRIPTIONS).map(([code, description]) => ({ code: code as Role, description })))
      .run();
    tx.insert(businessUnits).values([...BUSINESS_UNITS]).run();
    // Mumbai refuses punches from outside its fence; the other offices record and flag them.
    tx.insert(locations)
      .values(LOCATIONS.map((l) => ({ ...l, country: 'India', geofenceRadiusMeters: 250, geofenceEnforced: l.code === 'MUM' })))
      .run();
    // SQLite allows at most 32,766 bound values per statement; 21 columns x 500 rows stays below it.
    for (let i = 0; i < people.length; i += 500) tx.insert(employees).values(people.slice(i, i + 500)).run();
    DEMO_ACCOUNTS.forEach((demo, i) => {
      const person = people.find((p) => p.username === demo.username);
      if (!person) throw new Error(`demo person ${demo.username} missing`);
      const account = tx
        .insert(accounts)
        .values({ employeeId: person.id, passwordHash: passwordHashes[i] ?? '', createdAt: now })
        .returning({ id: accounts.id })
        .get();
      tx.insert(accountRoles)
        .values((['employee', ...demo.roles] as Role[]).map((role) => ({ accountId: account.id, role })))
        .run();
    });
    tx.insert(apiClients)
      .values({ clientId: DEMO_CLIENT_ID, name: 'demo', scopes: ['read', 'write'], ipAllowlist: [], createdAt: now })
      .run();
    progress(`writing ${people.length} employees; ${jobSeed.jobs.length} jobs`);
    await insertJobs(tx, jobSeed);
    const referable = jobSeed.jobs.filter((j) => j.status === 'open' && j.publishedForReferral).map((j) => j.jobCode);
    await seedReferrals(tx, referable);
    const onPortal = jobSeed.jobs.filter((j) => j.status === 'open' && j.publishedOnPortal);
    // Jobs other than the demo referrals', so an applicant's application is never also a referral's.
    const referred = new Set(referable.slice(0, DEMO_REFERRAL_COUNT));
    await seedDemoApplicants(
      tx,
      onPortal.map((j) => j.jobCode).filter((code) => !referred.has(code)),
    );
    if (options.applicants) {
      progress(`writing ${options.applicants} applicants`);
      seedBulkApplicants(
        tx.$client,
        onPortal.slice(0, 1000).map((j) => j.id),
        options.applicants,
        options.busyJobApplicants ?? BUSY_JOB_APPLICANTS,
      );
    }
    seedLeavePolicy(tx, Number(orgDate().slice(0, 4)));
    await seedLeaveRequests(tx, orgDate(), people);
    if (options.leaveHistoryDays) {
      const storyTellers = new Set<string>(DEMO_ACCOUNTS.map((demo) => demo.username));
      const requests = await seedLeaveHistory(tx, tx.$client, random, orgDate(), people.filter((p) => !storyTellers.has(p.username)), options.leaveHistoryDays);
      progress(`wrote ${requests} leave requests`);
    }
    const longer = options.attendancePeople ?? 0;
    const punchesOf = (group: typeof people, days: number, offset: number) =>
      seedPunches(tx, tx.$client, random, orgDate(), group, days, (done) => progress(`punches: ${offset + done} of ${people.length} people`));
    punches = (await punchesOf(people.slice(0, longer), options.attendanceDays ?? DEFAULT_ATTENDANCE_DAYS, 0)) + (await punchesOf(people.slice(longer), DEFAULT_ATTENDANCE_DAYS, longer));
    progress(`wrote ${punches} punches`);
    await seedAttendanceStories(tx, orgDate(), people);
    progress('payroll: two financial years of payslips and last year\'s Form 16');
    await seedPayroll(tx, random, orgDate(), people);
    progress('committing');
  });
  return { employees: people.length, jobs: jobSeed.jobs.length, punches };
}

/** Gives the demo client the key to print: DEMO_API_KEY when set, else a fresh random one (either database). */
export async function setDemoKey(db: Db, apiKey: string): Promise<boolean> {
  const result = await db.update(apiClients).set({ keyHash: sha256Hex(apiKey), revokedAt: null }).where(eq(apiClients.clientId, DEMO_CLIENT_ID));
  return changedRows(result) > 0;
}
