// What `npm run bench` measures: one entry per endpoint, each run against the same server and compared
// with the baseline (a trivial handler in the same server, i.e. the framework's ceiling).
import { apiKeyHeaders, BENCH_ATTENDANCE_PEOPLE } from './config';
import { BUSY_JOB_APPLICANTS, DEMO_CLIENT_ID } from '../lib/seed/seed';
import { checkPunchesAfterwards, monthListPath, punchBody } from './attendance';
import { checkLeaveAfterwards, leaveApplicationBody } from './leave';
import { checkNotificationsAfterwards, notifyBody } from './notify';
import { person } from './people';
import { financialYearOf, monthsOf } from '../lib/payroll/constants';
import { candidateBody, parseResumeBody } from './resume-bodies';
import { checkHostileUploads, HOSTILE_AT_ONCE, HOSTILE_MAX_MS, HOSTILE_MAX_RSS_BYTES, startHostileUploads } from './hostile';
import {
  applicationMoveBody,
  applicationMovePath,
  busyJobApplicationsPath,
  leaveDecisionBody,
  manyApplicationsCandidatePath,
  pictureBody,
  referralBody,
  regularisationBody,
} from './pools';
import { checkMovesAfterwards } from './recruiting';
import { CAREER_JOB_PAGE, careerSearchPath, careersEtagHeaders } from './careers';
import type { DatabaseKind, DatabaseRef } from './database';
import { PAGE_VISITOR, pageVisitorHeaders } from './pages';

/** What the load generator saw of a scenario over the whole run: 2xx answers, and requests left in flight when rounds stopped. */
export interface Answers {
  ok: number;
  unanswered: number;
}

/** What a database check found (for the report's notes), and what is wrong, if anything. */
export interface CheckResult {
  facts: string;
  failures: string[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Target {
  /** Median req/s must be at least this fraction of the baseline's median req/s (e.g. 0.7). */
  minRatio?: number;
  /** Errors (unexpected statuses + timeouts + connection errors) over all measured rounds; default 0. */
  maxErrors?: number;
  /** Median p99 latency must not exceed this many milliseconds. */
  maxP99Ms?: number;
  /** Median p50 latency must not exceed this many milliseconds. */
  maxP50Ms?: number;
  /** Median req/s must reach this many. */
  minRps?: number;
  /** Median p50 latency must not exceed `factor` times the median p50 of the scenario named `of`. */
  maxP50Of?: { of: string; factor: number };
  /** Median req/s must reach `factor` times the median req/s of the scenario named `of`. */
  minRpsOf?: { of: string; factor: number };
}

export interface Scenario {
  /** Row label in the report. */
  name: string;
  /** The issue whose target this is (the report's issue column). */
  issue?: number;
  method: HttpMethod;
  /** Path and query, e.g. `/api/directory/v1/list?limit=20`; a function gives each request its own (the n-th request of the run). */
  path: string | ((n: number) => string);
  /** `small`: against a second server whose database holds BENCH_SMALL_JOBS jobs instead of BENCH_JOBS. */
  database?: 'small';
  headers?: Readonly<Record<string, string>>;
  /** A string is sent as is; a function gives each request its own string (the n-th request of the run); anything else is sent as JSON (with a JSON Content-Type unless headers set one). */
  body?: string | ((n: number) => string | Buffer) | Readonly<Record<string, unknown>>;
  /** Concurrent connections for this scenario instead of BENCH_CONNECTIONS (for a latency target of one request alone). */
  connections?: number;
  /** Rounds (and the warm-up) send this many requests instead of running BENCH_DURATION, so none is left in flight. */
  requestsPerRound?: number;
  /** Other load on the server while each of the scenario's rounds (and its warm-up) runs; stop() ends it. */
  during?: (baseUrl: string, serverPid: number | undefined) => Promise<{ stop(): Promise<void> }>;
  /** A check of the database the server wrote, once the scenario has run (warm-up included): failures, if any. */
  verify?: { description: string; check: (database: DatabaseRef, answers: Answers) => CheckResult | Promise<CheckResult> };
  /** The status every response must have; default: any 2xx. Anything else counts as an error. */
  expectStatus?: number;
  /** Omitted: measured and reported only. The target on SQLite; see targetOn for PostgreSQL's. */
  target?: Target;
  /**
   * `keep`: on PostgreSQL too the target is `target`, since what it measures is not the database's work
   * (the page cache, server rendering, the resume parser and its pool, PDF rendering, a 1 MB body).
   */
  onPostgres?: 'keep';
}

/** Issue 31: on PostgreSQL every read keeps at least half of the trivial handler's req/s, every write 40%. */
export const POSTGRES_MIN_RATIO = { read: 0.5, write: 0.4 } as const;

/**
 * The target that applies to `scenario` on `database`. SQLite: the scenario's own. PostgreSQL: issue 31's
 * ratio to the baseline (reads 50%, writes 40%) and no errors, for every scenario but the baseline (its own)
 * and those marked `onPostgres: 'keep'` (their own). The database checks afterwards (`verify`) apply on both.
 */
export function targetOn(scenario: Scenario, database: DatabaseKind): Target | undefined {
  if (database === 'sqlite' || scenario === BASELINE || scenario.onPostgres === 'keep') return scenario.target;
  return { minRatio: scenario.method === 'GET' ? POSTGRES_MIN_RATIO.read : POSTGRES_MIN_RATIO.write, maxErrors: scenario.target?.maxErrors ?? 0 };
}

/** The scenarios with the targets that apply on `database` (the same objects on SQLite). */
export function scenariosOn(scenarios: readonly Scenario[], database: DatabaseKind): Scenario[] {
  return scenarios.map((scenario) => {
    const target = targetOn(scenario, database);
    return target === scenario.target ? scenario : { ...scenario, target };
  });
}

/** The last financial year that has ended: every seeded person has its Form 16. */
const FINISHED_FINANCIAL_YEAR = financialYearOf(new Date().toISOString().slice(0, 7)) - 1;

/** The most recent weekday before today: everyone with punches has that day's. */
const RECENT_WEEKDAY = (() => {
  let at = Date.now() - 86_400_000;
  while ([0, 6].includes(new Date(at).getUTCDay())) at -= 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
})();

/**
 * Payslip PDFs as people download them: each request another person and, independently, another month
 * of the finished year (every seeded person has all twelve), so no two requests in a row draw the same one.
 */
const FINISHED_MONTHS = monthsOf(FINISHED_FINANCIAL_YEAR);
function payslipPdfPath(n: number): string {
  const month = FINISHED_MONTHS[Math.floor(n / 7) % FINISHED_MONTHS.length] ?? '';
  return `/api/payroll/v1/payslip/user/${person(n)}/pdf?month=${month}`;
}

const PARSE_ONE_AT_A_TIME = 'parse a 2-page PDF resume (one at a time)';
const PORTAL_FIRST_PAGE = 'career portal first page (20 rows)';
const REFERRAL_SEARCH_SMALL = 'referral keyword search, 1,000 jobs';
const PROFILE_DETAIL = 'profile detail';
/** A read of another person per request: also what bench/workers.ts measures with one and two processes. */
export const PAYROLL_PERIODS = 'payroll period list';
const LEAVE_PAGE = `leave page /leave, server-rendered (${PAGE_VISITOR} signed in)`;

/**
 * Referral searches as employees make them: 12 common keywords, alone or with a location, an
 * experience range or skills, on the first three pages; each request differs from the one before.
 */
const REFERRAL_KEYWORDS = ['engin', 'manag', 'develop', 'data', 'sales', 'python', 'java', 'senior', 'lead', 'analyst', 'design', 'support'];
const REFERRAL_FILTERS = ['', '&location=BLR', '&minExp=2&maxExp=6', '&skills=java&skills=python', '&location=PUN&minExp=5'];
function referralSearchPath(n: number): string {
  const keyword = REFERRAL_KEYWORDS[n % REFERRAL_KEYWORDS.length] ?? '';
  const filter = REFERRAL_FILTERS[Math.floor(n / REFERRAL_KEYWORDS.length) % REFERRAL_FILTERS.length] ?? '';
  const offset = 20 * (Math.floor(n / (REFERRAL_KEYWORDS.length * REFERRAL_FILTERS.length)) % 3);
  return `/api/referrals/v1/job?keyword=${keyword}${filter}&offset=${offset}&limit=20`;
}

/** The framework ceiling: no auth, no database, no wrapper. Its errors would invalidate every ratio. */
export const BASELINE: Scenario = {
  name: 'baseline: health (trivial handler)',
  method: 'GET',
  path: '/api/health',
  target: { maxErrors: 0 },
};

/** A write the spec lists without a target: measured over a fixed number of requests, and it must not fail. */
function writeOfItsOwn(name: string, path: string, body: (n: number) => string, requestsPerRound = 1000): Scenario {
  return { name, issue: 10, method: 'POST', path, headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' }, body, requestsPerRound, target: { maxErrors: 0 } };
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: PROFILE_DETAIL,
    issue: 2,
    method: 'GET',
    path: '/api/profile/v1/detail/user/employee',
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  {
    name: 'directory list (20 rows)',
    issue: 2,
    method: 'GET',
    path: '/api/directory/v1/list?limit=20',
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  // Career portal on BENCH_JOBS (default 100,000) visible jobs: issue 3's targets.
  {
    name: 'career site /careers, from the page cache',
    issue: 30,
    onPostgres: 'keep',
    method: 'GET',
    path: '/careers',
    target: { minRatio: 0.9, maxErrors: 0 },
  },
  {
    name: 'career site job page, from the page cache',
    issue: 30,
    onPostgres: 'keep',
    method: 'GET',
    path: CAREER_JOB_PAGE,
    target: { minRatio: 0.9, maxErrors: 0 },
  },
  {
    name: 'career site /careers revalidated by a CDN (If-None-Match, 304)',
    issue: 30,
    onPostgres: 'keep',
    method: 'GET',
    path: '/careers',
    headers: careersEtagHeaders,
    expectStatus: 304,
    target: { minRatio: 1, maxErrors: 0 },
  },
  {
    name: 'career site keyword searches (48 kinds, in turn)',
    issue: 30,
    method: 'GET',
    path: careerSearchPath,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  {
    name: PORTAL_FIRST_PAGE,
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/job?offset=0&limit=20',
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  {
    name: 'career portal page at offset 99,980',
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/job?offset=99980&limit=20',
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0, maxP50Of: { of: PORTAL_FIRST_PAGE, factor: 2 } },
  },
  {
    name: 'career portal jobs of one location (20 rows)',
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/job?type=joiningLocation&value=PUN&limit=20',
    headers: apiKeyHeaders,
  },
  {
    name: 'career portal job detail',
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/job/JOB-000042',
    headers: apiKeyHeaders,
  },
  {
    name: 'career portal joblocations',
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/joblocations',
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  {
    name: 'career portal joborghirarchies',
    issue: 3,
    method: 'GET',
    path: '/api/careerportal/joborghirarchies',
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  // Referral search: issue 5's targets.
  {
    name: 'referral keyword search, 100,000 jobs',
    issue: 5,
    method: 'GET',
    path: referralSearchPath,
    headers: apiKeyHeaders,
    target: { minRatio: 0.5, maxErrors: 0, maxP50Of: { of: REFERRAL_SEARCH_SMALL, factor: 2 } },
  },
  {
    name: REFERRAL_SEARCH_SMALL,
    issue: 5,
    method: 'GET',
    path: referralSearchPath,
    headers: apiKeyHeaders,
    database: 'small',
    target: { maxErrors: 0 },
  },
  // Leave: issue 6's read targets (its write target is last).
  {
    name: 'leave balance',
    issue: 6,
    method: 'GET',
    path: '/api/leave/v1/detail/user/employee',
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  {
    name: 'leave history (20 rows)',
    issue: 6,
    method: 'GET',
    path: '/api/leave/v1/history/user/employee?limit=20',
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  // Attendance: issue 7's read target (its write target is last).
  {
    name: `attendance list, a month (${BENCH_ATTENDANCE_PEOPLE.toLocaleString('en')} people with a year of punches)`,
    issue: 7,
    method: 'GET',
    path: monthListPath(BENCH_ATTENDANCE_PEOPLE),
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  // Payroll: issue 8's read targets, over the people with payslips (the import is a one-off task: bench/tasks.ts).
  {
    name: PAYROLL_PERIODS,
    issue: 8,
    method: 'GET',
    path: (n) => `/api/payroll/v1/financialyear/user/${person(n)}`,
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  {
    name: 'Form 16',
    issue: 8,
    method: 'GET',
    path: (n) => `/api/payroll/v1/form16/user/${person(n)}?year=${FINISHED_FINANCIAL_YEAR}`,
    headers: apiKeyHeaders,
    target: { minRatio: 0.7, maxErrors: 0 },
  },
  // Payroll: issue 29's payslip PDF, drawn for each request.
  {
    name: 'payslip PDF',
    issue: 29,
    onPostgres: 'keep',
    method: 'GET',
    path: payslipPdfPath,
    headers: apiKeyHeaders,
    target: { minRps: 100, maxErrors: 0 },
  },
  // The spec's other reads and writes had no target of their own: measured, and they must not fail.
  {
    name: 'referrals of a person (20 rows)',
    issue: 10,
    method: 'GET',
    path: (n) => `/api/referrals/v1/refer/user/${person(n)}?offset=0&limit=20`,
    headers: apiKeyHeaders,
    target: { maxErrors: 0 },
  },
  {
    name: 'punch detail of a day',
    issue: 10,
    method: 'GET',
    path: (n) => `/api/attendance/v1/punch/detail/user/${person(n)}?date=${RECENT_WEEKDAY}`,
    headers: apiKeyHeaders,
    target: { maxErrors: 0 },
  },
  // Candidates: issue 4's targets.
  {
    name: PARSE_ONE_AT_A_TIME,
    issue: 4,
    onPostgres: 'keep',
    method: 'POST',
    path: '/api/v1/parseResume',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: parseResumeBody,
    // The target is the time to parse one resume; with ten at once on a 2-core machine it would measure the queue.
    connections: 1,
    target: { maxP50Ms: 150, maxErrors: 0 },
  },
  {
    name: 'create a candidate with a 1 MB resume',
    issue: 4,
    onPostgres: 'keep',
    method: 'POST',
    path: '/api/v1/candidate',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: candidateBody,
    target: { minRps: 100, maxErrors: 0 },
  },
  // Hostile files: issue 26's targets. Files are read in the server's worker-thread pool.
  {
    name: `hostile files: health while ${HOSTILE_AT_ONCE} clients upload them at the rate limit`,
    issue: 26,
    onPostgres: 'keep',
    method: 'GET',
    path: '/api/health',
    during: startHostileUploads,
    target: { minRatio: 0.8, maxP99Ms: 50, maxErrors: 0 },
    verify: {
      description: `each hostile file 422 within ${HOSTILE_MAX_MS / 1000} s, server memory < ${HOSTILE_MAX_RSS_BYTES / 1024 / 1024} MiB`,
      check: () => checkHostileUploads(),
    },
  },
  {
    name: 'hostile files: parse 2-page PDF resumes, 4 at once (the pool)',
    issue: 26,
    onPostgres: 'keep',
    method: 'POST',
    path: '/api/v1/parseResume',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: parseResumeBody,
    connections: 4,
    target: { minRpsOf: { of: PARSE_ONE_AT_A_TIME, factor: 1.5 }, maxErrors: 0 },
  },
  // Leave: issue 6's write target (its reads are above).
  {
    name: 'leave apply (32 connections)',
    issue: 6,
    method: 'POST',
    path: '/api/leave/v1/apply',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: leaveApplicationBody,
    connections: 32,
    target: { minRps: 300, maxErrors: 0 },
    verify: {
      description: 'afterwards every 2xx stored and nothing else (but requests in flight at a round’s end), no balance below zero',
      check: (file, answers) => checkLeaveAfterwards(file, answers, DEMO_CLIENT_ID),
    },
  },
  // Attendance: issue 7's write target.
  {
    name: 'punch (32 connections)',
    issue: 7,
    method: 'POST',
    path: '/api/attendance/v1/punch',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: punchBody,
    connections: 32,
    // About 6 s at the target rate.
    requestsPerRound: 3000,
    target: { minRps: 500, maxErrors: 0 },
    verify: {
      description: 'afterwards exactly one stored punch per 2xx answer, and none left unanswered',
      check: (file, answers) => checkPunchesAfterwards(file, answers, DEMO_CLIENT_ID),
    },
  },
  // Bot: issue 9's write target.
  {
    name: 'notify (32 connections)',
    issue: 9,
    method: 'POST',
    path: '/api/bot/v1/notify',
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: notifyBody,
    connections: 32,
    // About 6 s at the target rate.
    requestsPerRound: 2000,
    target: { minRps: 300, maxErrors: 0 },
    verify: {
      description: 'afterwards exactly one stored notification per 2xx answer, and none left unanswered',
      check: (file, answers) => checkNotificationsAfterwards(file, answers, DEMO_CLIENT_ID),
    },
  },
  // Recruiting as one pipeline: issue 28's targets.
  {
    name: 'candidate detail with 10 applications',
    issue: 28,
    method: 'GET',
    path: manyApplicationsCandidatePath,
    headers: apiKeyHeaders,
    target: { maxP50Of: { of: PROFILE_DETAIL, factor: 2 }, maxErrors: 0 },
  },
  {
    name: `a job's applicants at ${BUSY_JOB_APPLICANTS.toLocaleString('en')} applications (20 rows)`,
    issue: 28,
    method: 'GET',
    path: busyJobApplicationsPath,
    headers: apiKeyHeaders,
    target: { minRatio: 0.6, maxErrors: 0 },
  },
  {
    name: 'move an application to screening (32 connections)',
    issue: 28,
    method: 'POST',
    path: applicationMovePath,
    headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' },
    body: applicationMoveBody,
    connections: 32,
    // About 6 s at the target rate; six batches (warm-up included) stay within the 20,000 applications the large seed leaves to move.
    requestsPerRound: 2000,
    target: { minRps: 300, maxErrors: 0 },
    verify: {
      description: 'afterwards every 2xx answer moved one application once, each move in the history exactly once',
      check: (file, answers) => checkMovesAfterwards(file, answers, DEMO_CLIENT_ID),
    },
  },
  // Home page: issue 29's target. Both pages are rendered whole on the server with their first reads.
  {
    name: `home page /, server-rendered (${PAGE_VISITOR} signed in)`,
    issue: 29,
    onPostgres: 'keep',
    method: 'GET',
    path: '/',
    headers: pageVisitorHeaders,
    expectStatus: 200,
    target: { maxP50Of: { of: LEAVE_PAGE, factor: 1.5 }, maxErrors: 0 },
  },
  {
    name: LEAVE_PAGE,
    issue: 29,
    onPostgres: 'keep',
    method: 'GET',
    path: '/leave',
    headers: pageVisitorHeaders,
    expectStatus: 200,
    target: { maxErrors: 0 },
  },
  // The spec's other writes: each request acts on a thing of its own (bench/pools.ts), so none is a repeat.
  writeOfItsOwn('refer a candidate', '/api/referrals/v1/refer', referralBody),
  // The large seed has about 3,600 pending requests (leave starting within the month), and each is decided once.
  writeOfItsOwn('decide a leave request', '/api/leave/v1/request/action', leaveDecisionBody, 500),
  writeOfItsOwn('regularise a day', '/api/attendance/v1/regularise', regularisationBody),
  writeOfItsOwn('upload a profile picture', '/api/profile/v1/pic/upload', pictureBody),
];
