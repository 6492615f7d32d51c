// Applicants: in the demo, a few people who applied through the career site (two of them to two jobs, and
// one who was also referred), written through the same code the API uses, so the candidate pages and the
// job pages have applications from every source. At scale (the large profile), plain prepared statements
// write many applicants: one job with most of them, and one person with ten applications, for the bench.
import 'server-only';
import type Database from 'better-sqlite3';
import type { Db } from '@/db/client';
import { moveApplication } from '@/lib/applications/pipeline';
import type { ApplicationStage } from '@/lib/applications/stages';
import { candidateApplication } from '@/lib/candidates/queries';
import { submitCandidate } from '@/lib/candidates/create';
import { jobIdOf } from '@/lib/jobs/recruiter';
import { nowIso } from '@/lib/time';

const CAREER_SITE = 'guest:career-site-demo';

/** Who applied through the career site, to which of the portal's jobs (by index), and how far a recruiter took them. */
const DEMO_APPLICANTS: readonly { name: string; jobs: readonly number[]; movedTo: ApplicationStage | null }[] = [
  { name: 'Kavya Menon', jobs: [0, 1], movedTo: 'interviewing' },
  { name: 'Aditya Rao', jobs: [0], movedTo: 'screening' },
  { name: 'Farah Qureshi', jobs: [2], movedTo: null },
  { name: 'Vikram Joshi', jobs: [1, 3], movedTo: 'rejected' },
  // Referred by a demo employee too (lib/seed/referrals.ts): one person, two applications.
  { name: 'Meera Nair', jobs: [4], movedTo: null },
];

/** The moves from applied to `stage`: along the pipeline, or straight to an ending. */
const PATHS: Partial<Record<ApplicationStage, ApplicationStage[]>> = {
  screening: ['screening'],
  interviewing: ['screening', 'interviewing'],
  rejected: ['rejected'],
};

export async function seedDemoApplicants(db: Db, portalJobCodes: readonly string[]): Promise<void> {
  for (const applicant of DEMO_APPLICANTS) {
    const [firstName = '', lastName = ''] = applicant.name.split(' ');
    for (const index of applicant.jobs) {
      const jobCode = portalJobCodes[index % portalJobCodes.length];
      if (!jobCode) continue;
      const { candidateId } = await submitCandidate(
        db,
        { firstName, lastName, primaryEmail: `${firstName}.${lastName}@example.com`.toLowerCase(), skills: ['Communication'], expInYears: 4 },
        { source: 'career_site', actor: CAREER_SITE, jobId: jobIdOf(db, jobCode), jobCode, resume: null, mayUpdateDetails: false },
      );
      if (!applicant.movedTo || index !== applicant.jobs[0]) continue;
      for (const stage of PATHS[applicant.movedTo] ?? []) await moveApplication(db, await candidateApplication(db, candidateId, jobCode), stage, undefined, 'recruiter');
    }
  }
}

/** The large profile's applicants: `count` people, `busyJobApplicants` of them on the first job, the rest spread over the others. */
export function seedBulkApplicants(client: Database.Database, jobIds: readonly number[], count: number, busyJobApplicants: number): void {
  if (jobIds.length < 11 || count === 0) return;
  const now = nowIso();
  const insertCandidate = client.prepare(
    `INSERT INTO candidates (candidate_id, first_name, last_name, primary_email, primary_email_key, stage, created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, ?, ?, ?, 'applied', 'cli_demo', ?, 'cli_demo', ?)`,
  );
  const insertApplication = client.prepare(
    `INSERT INTO applications (application_id, candidate_id, job_id, stage, source, created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, ?, 'applied', 'api', 'cli_demo', ?, 'cli_demo', ?)`,
  );
  const insertArrival = client.prepare(
    "INSERT INTO application_history (application_id, from_stage, to_stage, moved_by, moved_at) VALUES (?, NULL, 'applied', 'cli_demo', ?)",
  );
  let candidateRow = client.prepare('SELECT coalesce(max(id), 0) FROM candidates').pluck().get() as number;
  let applicationRow = client.prepare('SELECT coalesce(max(id), 0) FROM applications').pluck().get() as number;
  const apply = (candidate: number, jobId: number) => {
    applicationRow += 1;
    insertApplication.run(`APP-${String(applicationRow).padStart(6, '0')}`, candidate, jobId, now, now);
    insertArrival.run(applicationRow, now);
  };
  const person = (first: string, last: string, email: string) => {
    candidateRow += 1;
    insertCandidate.run(`CAND-${String(candidateRow).padStart(6, '0')}`, first, last, email, email, now, now);
    return candidateRow;
  };
  for (let n = 0; n < count; n++) {
    const candidate = person('Applicant', String(n + 1), `applicant.${n + 1}@example.com`);
    apply(candidate, n < busyJobApplicants ? (jobIds[0] as number) : (jobIds[1 + (n % (jobIds.length - 1))] as number));
  }
  const many = person('Many', 'Applications', MANY_APPLICATIONS_EMAIL);
  for (const jobId of jobIds.slice(1, 11)) apply(many, jobId);
}

/** The bench's candidate with ten applications. */
export const MANY_APPLICATIONS_EMAIL = 'many.applications@example.com';
