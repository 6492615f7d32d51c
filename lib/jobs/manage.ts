import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { accountRoles, accounts, businessUnits, employees, jobLocations, jobs, jobSkills, locations, type JobStatus } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { nowIso, orgDate } from '@/lib/time';
import type { JobCreate, JobUpdate } from './schemas';
import { indexJobForSearch } from './search-index';

/** The job with this code (case-insensitive), or a 404. */
export function findJob(tx: Tx, jobCode: string): { id: number; status: JobStatus } {
  const job = tx.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.jobCode, jobCode.toUpperCase())).get();
  if (!job) throw new ApiError('not_found', `No job has the code ${jobCode}.`);
  return job;
}

/** An owner must be an active recruiter or hr_admin: they are the one told of each new applicant. */
function isRecruiter(tx: Tx, username: string): boolean {
  return !!tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(accounts, eq(accounts.employeeId, employees.id))
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(and(eq(employees.username, username), eq(employees.status, 'active'), inArray(accountRoles.role, ['recruiter', 'hr_admin'])))
    .get();
}

function checkReferences(tx: Tx, input: JobUpdate): void {
  const errors: { path: string; message: string }[] = [];
  if (input.owner !== undefined && !isRecruiter(tx, input.owner)) errors.push({ path: 'owner', message: 'Not an active recruiter or HR admin' });
  if (!tx.select({ code: businessUnits.orgUnitCode }).from(businessUnits).where(eq(businessUnits.orgUnitCode, input.orgUnitCode)).get()) {
    errors.push({ path: 'orgUnitCode', message: 'No such business unit' });
  }
  const known = new Set(
    tx
      .select({ code: locations.code })
      .from(locations)
      .where(inArray(locations.code, input.joiningLocations))
      .all()
      .map((l) => l.code),
  );
  input.joiningLocations.forEach((code, i) => {
    if (!known.has(code)) errors.push({ path: `joiningLocations.${i}`, message: 'No such location' });
  });
  if (errors.length) throw new ApiError('validation_failed', `Unknown ${errors.map((e) => e.path).join(', ')}.`, { errors });
}

function jobColumns(input: JobUpdate) {
  return {
    title: input.title,
    description: input.description,
    orgUnitCode: input.orgUnitCode,
    employmentType: input.employmentType,
    minExp: input.minExp,
    maxExp: input.maxExp,
    openings: input.openings,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    currencyCode: input.currencyCode,
    referralBonus: input.referralBonus,
    closingDate: input.closingDate,
  };
}

function replaceLocationsAndSkills(tx: Tx, jobId: number, input: JobUpdate): void {
  tx.delete(jobLocations).where(eq(jobLocations.jobId, jobId)).run();
  tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId)).run();
  tx.insert(jobLocations)
    .values(input.joiningLocations.map((locationCode) => ({ jobId, locationCode })))
    .run();
  if (input.skills.length) {
    tx.insert(jobSkills)
      .values(input.skills.map((skill, position) => ({ jobId, position, skill, skillKey: skill.toLowerCase() })))
      .run();
  }
}

/** The next free generated code for this id: JOB-000123, or JOB-000123-2 if someone chose that code. */
function generatedCode(tx: Tx, id: number): string {
  const base = `JOB-${String(id).padStart(6, '0')}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, candidate)).get()) return candidate;
  }
}

/** A new job, always a draft; answers its id and code. */
export function createJob(tx: Tx, input: JobCreate, actor: string, actorIsPerson: boolean): { id: number; jobCode: string } {
  checkReferences(tx, input);
  if (input.jobCode && tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, input.jobCode)).get()) {
    throw new ApiError('validation_failed', `The job code ${input.jobCode} is already used.`, {
      errors: [{ path: 'jobCode', message: 'Already used by another job' }],
    });
  }
  const now = nowIso();
  const { id } = tx
    .insert(jobs)
    .values({
      ...jobColumns(input),
      // A unique placeholder until the generated code, which needs the id, replaces it below.
      jobCode: input.jobCode ?? `NEW-${randomUUID()}`,
      status: 'draft',
      // A system creating a job owns nothing: its applicants wait for a recruiter to be assigned.
      owner: input.owner ?? (actorIsPerson ? actor : null),
      createdBy: actor,
      createdAt: now,
      updatedBy: actor,
      updatedAt: now,
    })
    .returning({ id: jobs.id })
    .get();
  const jobCode = input.jobCode ?? generatedCode(tx, id);
  if (!input.jobCode) tx.update(jobs).set({ jobCode }).where(eq(jobs.id, id)).run();
  replaceLocationsAndSkills(tx, id, input);
  indexJobForSearch(tx, id);
  return { id, jobCode };
}

function refuseClosed(job: { status: JobStatus }, jobCode: string, what: string): void {
  if (job.status === 'closed') throw new ApiError('conflict_state', `Job ${jobCode} is closed; it can no longer ${what}.`);
}

/** Replaces what a recruiter writes about a draft or open job. */
export function updateJob(tx: Tx, jobCode: string, input: JobUpdate, actor: string): number {
  const job = findJob(tx, jobCode);
  refuseClosed(job, jobCode, 'be edited');
  checkReferences(tx, input);
  tx.update(jobs)
    .set({ ...jobColumns(input), ...(input.owner === undefined ? {} : { owner: input.owner }), updatedBy: actor, updatedAt: nowIso() })
    .where(eq(jobs.id, job.id))
    .run();
  replaceLocationsAndSkills(tx, job.id, input);
  indexJobForSearch(tx, job.id);
  return job.id;
}

const NEXT_STATUS: Record<JobStatus, JobStatus | null> = { draft: 'open', open: 'closed', closed: null };

/** draft -> open (posted today) -> closed; anything else is a 400 conflict_state. */
export function changeJobStatus(tx: Tx, jobCode: string, status: 'open' | 'closed', actor: string): number {
  const job = findJob(tx, jobCode);
  if (NEXT_STATUS[job.status] !== status) {
    throw new ApiError('conflict_state', `Job ${jobCode} is ${job.status}; it cannot become ${status} (jobs go draft -> open -> closed).`);
  }
  const now = nowIso();
  tx.update(jobs)
    .set(status === 'open' ? { status, postedDate: orgDate(), updatedBy: actor, updatedAt: now } : { status, closedAt: now, updatedBy: actor, updatedAt: now })
    .where(eq(jobs.id, job.id))
    .run();
  return job.id;
}

/** Publishes or withdraws a draft or open job on the career portal and/or for referrals. */
export function changeJobPublication(
  tx: Tx,
  jobCode: string,
  flags: { publishedOnPortal?: boolean; publishedForReferral?: boolean },
  actor: string,
): number {
  const job = findJob(tx, jobCode);
  refuseClosed(job, jobCode, 'be published or withdrawn');
  tx.update(jobs)
    .set({ ...flags, updatedBy: actor, updatedAt: nowIso() })
    .where(eq(jobs.id, job.id))
    .run();
  return job.id;
}
