// What the scenarios act on, read once from the seeded database: jobs open for referral, pending leave
// requests to decide, worked days that may still be regularised, applications to move, and the busiest job
// and the candidate with ten applications to read. Each write takes the next one, so none is refused as a
// repeat (every refusal would count as an error).
import Database from 'better-sqlite3';
import { MANY_APPLICATIONS_EMAIL } from '../lib/seed/applications';
import { person } from './people';

interface Pools {
  referableJobs: string[];
  pendingLeave: string[];
  workedDays: { username: string; date: string }[];
  newApplications: { candidateId: string; jobCode: string }[];
  busyJob: string;
  manyApplicationsCandidate: string;
}
const pools: Pools = { referableJobs: [], pendingLeave: [], workedDays: [], newApplications: [], busyJob: '', manyApplicationsCandidate: '' };

/** A one-pixel PNG: the upload is measured, not the picture's size. */
const PNG_1PX_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Days back a regularisation may reach (REGULARISE_MAX_DAYS defaults to 30), leaving a margin. */
const REGULARISE_DAYS_BACK = 25;
/** People whose worked days are offered for regularisation: enough days for every round. */
const REGULARISING_PEOPLE = 2000;

export function loadPools(databaseFile: string, today: string): void {
  const db = new Database(databaseFile, { readonly: true });
  try {
    pools.referableJobs = db
      .prepare("SELECT job_code FROM jobs WHERE status = 'open' AND published_for_referral = 1 AND (closing_date IS NULL OR closing_date >= ?) ORDER BY id")
      .pluck()
      .all(today) as string[];
    pools.pendingLeave = db.prepare("SELECT request_id FROM leave_requests WHERE status = 'pending' ORDER BY id").pluck().all() as string[];
    const since = new Date(Date.parse(`${today}T00:00:00Z`) - REGULARISE_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
    pools.workedDays = db
      .prepare(
        `SELECT e.username, d.date FROM attendance_days d JOIN employees e ON e.id = d.employee_id
         WHERE d.employee_id <= ? AND d.date >= ? AND d.date < ? AND e.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM regularisations r WHERE r.employee_id = d.employee_id AND r.date = d.date)
         ORDER BY d.date, d.employee_id`,
      )
      .all(REGULARISING_PEOPLE, since, today) as Pools['workedDays'];
    pools.busyJob = (db.prepare('SELECT j.job_code FROM applications a JOIN jobs j ON j.id = a.job_id GROUP BY a.job_id ORDER BY count(*) DESC LIMIT 1').pluck().get() as string) ?? '';
    pools.manyApplicationsCandidate = (db.prepare('SELECT candidate_id FROM candidates WHERE primary_email_key = ?').pluck().get(MANY_APPLICATIONS_EMAIL) as string) ?? '';
    // The busiest job's applicants stay as they are, so its list reads the same in every round.
    pools.newApplications = db
      .prepare(
        `SELECT c.candidate_id AS candidateId, j.job_code AS jobCode FROM applications a
           JOIN candidates c ON c.id = a.candidate_id JOIN jobs j ON j.id = a.job_id
          WHERE a.stage = 'applied' AND j.job_code <> ? ORDER BY a.id`,
      )
      .all(pools.busyJob) as Pools['newApplications'];
  } finally {
    db.close();
  }
}

function nth<T>(list: readonly T[], n: number, what: string): T {
  const found = list[n];
  if (found === undefined) throw new Error(`the bench ran out of ${what} (${list.length}); send fewer requests`);
  return found;
}

/** The n-th referral: a new person each time, to a job open for referral, on behalf of person n. */
export function referralBody(n: number): string {
  const jobCode = nth(pools.referableJobs, n % Math.max(1, pools.referableJobs.length), 'jobs open for referral');
  return JSON.stringify({ candidateName: `Bench Candidate ${n}`, email: `bench.referral.${n}@example.com`, expInYear: 3, expInMonth: 4, jobCode, skills: 'Java, SQL', userName: person(n) });
}

/** The n-th pending leave request, approved. */
export function leaveDecisionBody(n: number): string {
  return JSON.stringify({ requestId: nth(pools.pendingLeave, n, 'pending leave requests'), action: 'approve', comments: 'Approved by the bench' });
}

/** The n-th worked day, regularised to a full day. */
export function regularisationBody(n: number): string {
  const { username, date } = nth(pools.workedDays, n, 'worked days to regularise');
  return JSON.stringify({ username, regularizationDate: date, modifiedInTime: '09:00', modifiedOutTime: '18:00', comments: 'Forgot to punch out (bench)' });
}

/** Person n's new picture. */
export function pictureBody(n: number): string {
  return JSON.stringify({ username: person(n), pictureData: PNG_1PX_BASE64 });
}

/** The n-th new application, moved on to screening: its path names the candidate. */
export function applicationMovePath(n: number): string {
  return `/api/v1/candidate/${nth(pools.newApplications, n, 'applications to move').candidateId}/status`;
}

export function applicationMoveBody(n: number): string {
  return JSON.stringify({ jobCode: nth(pools.newApplications, n, 'applications to move').jobCode, status: 'screening', note: 'Moved by the bench' });
}

export function busyJobApplicationsPath(): string {
  return `/api/jobs/v1/${pools.busyJob}/applications?limit=20`;
}

export function manyApplicationsCandidatePath(): string {
  return `/api/v1/candidate/${pools.manyApplicationsCandidate}`;
}

/** How many of each pool there are, for the report's notes. */
export function poolSizes(): string {
  return `${pools.referableJobs.length} jobs open for referral, ${pools.pendingLeave.length} pending leave requests, ${pools.workedDays.length} worked days to regularise, ${pools.newApplications.length} applications to move`;
}
