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
export async function findJob(tx: Tx, jobCode: string): Promise<{ id: number; status: JobStatus }> {
  const [job] = await tx.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.jobCode, jobCode.toUpperCase()));
  if (!job) throw new ApiError('not_found', `No job has the code ${jobCode}.`);
  return job;
}

/** An owner must be an active recruiter or hr_admin: they are the one told of each new applicant. */
async function isRecruiter(tx: Tx, username: string): Promise<boolean> {
  const [recruiter] = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(accounts, eq(accounts.employeeId, employees.id))
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .where(and(eq(employees.username, username), eq(employees.status, 'active'), inArray(accountRoles.role, ['recruiter', 'hr_admin'])))
    .limit(1);
  return !!recruiter;
}

async function checkReferences(tx: Tx, input: JobUpdate): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  if (input.owner !== undefined && !(await isRecruiter(tx, input.owner))) errors.push({ path: 'owner', message: 'Not an active recruiter or HR admin' });
  const [unit] = await tx.select({ code: businessUnits.orgUnitCode }).from(businessUnits).where(eq(businessUnits.orgUnitCode, input.orgUnitCode));
  if (!unit) errors.push({ path: 'orgUnitCode', message: 'No such business unit' });
  const known = new Set((await tx.select({ code: locations.code }).from(locations).where(inArray(locations.code, input.joiningLocations))).map((l) => l.code));
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

async function replaceLocationsAndSkills(tx: Tx, jobId: number, input: JobUpdate): Promise<void> {
  await tx.delete(jobLocations).where(eq(jobLocations.jobId, jobId));
  await tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  await tx.insert(jobLocations).values(input.joiningLocations.map((locationCode) => ({ jobId, locationCode })));
  if (input.skills.length) {
    await tx.insert(jobSkills).values(input.skills.map((skill, position) => ({ jobId, position, skill, skillKey: skill.toLowerCase() })));
  }
}

/** The next free generated code for this id: JOB-000123, or JOB-000123-2 if someone chose that code. */
async function generatedCode(tx: Tx, id: number): Promise<string> {
  const base = `JOB-${String(id).padStart(6, '0')}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, candidate));
    if (!taken) return candidate;
  }
}

/** A new job, always a draft; answers its id and code. */
export async function createJob(tx: Tx, input: JobCreate, actor: string, actorIsPerson: boolean): Promise<{ id: number; jobCode: string }> {
  await checkReferences(tx, input);
  const [taken] = input.jobCode ? await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, input.jobCode)) : [];
  if (taken) {
    throw new ApiError('validation_failed', `The job code ${input.jobCode} is already used.`, {
      errors: [{ path: 'jobCode', message: 'Already used by another job' }],
    });
  }
  const now = nowIso();
  const [inserted] = await tx
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
    .returning({ id: jobs.id });
  const id = inserted!.id;
  const jobCode = input.jobCode ?? (await generatedCode(tx, id));
  if (!input.jobCode) await tx.update(jobs).set({ jobCode }).where(eq(jobs.id, id));
  await replaceLocationsAndSkills(tx, id, input);
  await indexJobForSearch(tx, id);
  return { id, jobCode };
}

function refuseClosed(job: { status: JobStatus }, jobCode: string, what: string): void {
  if (job.status === 'closed') throw new ApiError('conflict_state', `Job ${jobCode} is closed; it can no longer ${what}.`);
}

/** Replaces what a recruiter writes about a draft or open job. */
export async function updateJob(tx: Tx, jobCode: string, input: JobUpdate, actor: string): Promise<number> {
  const job = await findJob(tx, jobCode);
  refuseClosed(job, jobCode, 'be edited');
  await checkReferences(tx, input);
  await tx
    .update(jobs)
    .set({ ...jobColumns(input), ...(input.owner === undefined ? {} : { owner: input.owner }), updatedBy: actor, updatedAt: nowIso() })
    .where(eq(jobs.id, job.id));
  await replaceLocationsAndSkills(tx, job.id, input);
  await indexJobForSearch(tx, job.id);
  return job.id;
}

const NEXT_STATUS: Record<JobStatus, JobStatus | null> = { draft: 'open', open: 'closed', closed: null };

/** draft -> open (posted today) -> closed; anything else is a 400 conflict_state. */
export async function changeJobStatus(tx: Tx, jobCode: string, status: 'open' | 'closed', actor: string): Promise<number> {
  const job = await findJob(tx, jobCode);
  if (NEXT_STATUS[job.status] !== status) {
    throw new ApiError('conflict_state', `Job ${jobCode} is ${job.status}; it cannot become ${status} (jobs go draft -> open -> closed).`);
  }
  const now = nowIso();
  await tx
    .update(jobs)
    .set(status === 'open' ? { status, postedDate: orgDate(), updatedBy: actor, updatedAt: now } : { status, closedAt: now, updatedBy: actor, updatedAt: now })
    .where(eq(jobs.id, job.id));
  return job.id;
}

/** Publishes or withdraws a draft or open job on the career portal and/or for referrals. */
export async function changeJobPublication(
  tx: Tx,
  jobCode: string,
  flags: { publishedOnPortal?: boolean; publishedForReferral?: boolean },
  actor: string,
): Promise<number> {
  const job = await findJob(tx, jobCode);
  refuseClosed(job, jobCode, 'be published or withdrawn');
  await tx
    .update(jobs)
    .set({ ...flags, updatedBy: actor, updatedAt: nowIso() })
    .where(eq(jobs.id, job.id));
  return job.id;
}
