import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jsonFirstRow, preparedCodedInsert, preparedQuery, reservedIds } from '@/db/prepared';
import { applications, candidates, employees, jobs, referrals } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { addApplication } from '@/lib/applications/pipeline';
import { storedFileColumn } from '@/lib/files/store';
import { contactKeys, createCandidate, EMAIL_MATCH_FIRST, lockCandidateFound, resumeFileId, sameContact } from '@/lib/candidates/create';
import type { ResumeFile } from '@/lib/candidates/resume-file';
import { notifyNewApplication } from '@/lib/notifications/events';
import { openAndPublished } from '@/lib/jobs/portal';
import { nowIso, orgDate } from '@/lib/time';
import { isFinalStage, referralStatusOf } from '@/lib/applications/stages';
import type { ReferCandidate, ReferCandidateResult } from './schemas';

// Prepared once per connection: employees refer in bursts (a hiring drive), and Drizzle building these each time cost more than running them.
const insertReferral = preparedCodedInsert(referrals, 'referralId', 'REF');

/**
 * Everything a referral checks before it writes, in the statement that opens its transaction (a round trip
 * each cost more than the look-ups): the job by its code, whether it is open and published for referral
 * today (a placeholder of openAndPublished), the referrer, the person's first referral to this job if any,
 * the candidate on file with the same e-mail (or else mobile number), matched as a candidate sent to
 * POST /api/v1/candidate is, and the resume's stored row (storedFileColumn). With the job's title and owner
 * and the people's names, the recruiter's notice reads nothing more.
 *
 * When every check passes for someone not on file, which is the usual referral, it also draws the new
 * candidate's, application's and referral's ids (reservedIds), so on PostgreSQL all three rows go with the
 * COMMIT instead of costing a round trip each. The same checks are made again below, which decide.
 */
const referralChecks = preparedQuery('referral_checks', (db) => {
  const newPersonPasses = and(
    openAndPublished(jobs.publishedForReferral),
    sql`EXISTS (SELECT 1 FROM ${employees} WHERE ${employees.username} = ${sql.placeholder('referrer')} AND ${employees.status} = 'active')`,
    sql`NOT EXISTS (SELECT 1 FROM ${referrals} WHERE ${and(eq(referrals.jobId, jobs.id), sameContact(referrals.emailKey, referrals.mobileKey))})`,
    sql`NOT EXISTS (SELECT 1 FROM ${candidates} WHERE ${sameContact(candidates.primaryEmailKey, candidates.mobileKey)})`,
  ) as SQL;
  return db
    .select({
      id: jobs.id,
      jobCode: jobs.jobCode,
      title: jobs.title,
      owner: jobs.owner,
      referralBonus: jobs.referralBonus,
      currencyCode: jobs.currencyCode,
      open: sql<boolean>`CASE WHEN ${openAndPublished(jobs.publishedForReferral)} THEN 1 ELSE 0 END`.mapWith(Boolean),
      ownerPerson: jsonFirstRow(db, employees, { id: employees.id, status: employees.status }, eq(employees.username, jobs.owner)),
      referrerPerson: jsonFirstRow(db, employees, { id: employees.id, name: employees.displayName, status: employees.status }, eq(employees.username, sql.placeholder('referrer'))),
      firstReferral: jsonFirstRow(
        db,
        referrals,
        { referralId: referrals.referralId, emailKey: referrals.emailKey, createdAt: referrals.createdAt },
        and(eq(referrals.jobId, jobs.id), sameContact(referrals.emailKey, referrals.mobileKey)) as SQL,
      ),
      onFile: jsonFirstRow(
        db,
        candidates,
        {
          id: candidates.id,
          candidateId: candidates.candidateId,
          firstName: candidates.firstName,
          lastName: candidates.lastName,
          primaryEmailKey: candidates.primaryEmailKey,
          mobileKey: candidates.mobileKey,
        },
        sameContact(candidates.primaryEmailKey, candidates.mobileKey),
        EMAIL_MATCH_FIRST,
      ),
      reserved: reservedIds(db, [candidates, applications, referrals], newPersonPasses),
      storedFileId: storedFileColumn(db),
    })
    .from(jobs)
    .where(eq(jobs.jobCode, sql.placeholder('jobCode')));
});

type FirstReferral = { referralId: string; emailKey: string | null; createdAt: string };
type CandidateOnFile = { id: number; candidateId: string; firstName: string; lastName: string | null; primaryEmailKey: string | null; mobileKey: string | null };
type Person = { id: number; name?: string; status: string };
/** The new candidate's, application's and referral's ids, drawn by referralChecks. */
type ReservedIds = [candidate: number, application: number, referral: number];

/** A candidate's name as the recruiting pages and notices show it: first and last, without gaps. */
const fullName = (firstName: string, lastName: string | null | undefined) => `${firstName}${lastName != null ? ` ${lastName}` : ''}`.trim();

/**
 * The job a referral names and what the referral finds of the person, checked in this order: 404 when
 * there is no job, 400 when it is not open for referral, 400 when the referrer is no active employee, and
 * (one referral per person per job) 400 naming the first referral when the person has one.
 */
async function checkReferral(db: Db, jobCode: string, referrer: string, keys: ReturnType<typeof contactKeys>, resume: ResumeFile | null) {
  const [job] = await referralChecks(db).execute({
    jobCode,
    today: orgDate(),
    referrer,
    emailKey: keys.primaryEmailKey,
    mobileKey: keys.mobileKey,
    sha256: resume?.sha256 ?? null,
    contentType: resume?.contentType ?? null,
  });
  if (!job) throw new ApiError('not_found', `No job ${jobCode}.`, { errors: [{ path: 'jobCode', message: 'No such job' }] });
  if (!job.open) {
    throw new ApiError('validation_failed', `Job ${job.jobCode} is not open for referrals.`, {
      errors: [{ path: 'jobCode', message: 'Not open for referrals' }],
    });
  }
  const referrerPerson = job.referrerPerson ? (JSON.parse(job.referrerPerson) as Person) : undefined;
  if (referrerPerson?.status !== 'active') throw new ApiError('validation_failed', `No active employee ${referrer}.`, { errors: [{ path: 'userName', message: 'No such active employee' }] });
  if (job.firstReferral) {
    const first = JSON.parse(job.firstReferral) as FirstReferral;
    const path = keys.primaryEmailKey && first.emailKey === keys.primaryEmailKey ? 'email' : 'mobileNumber';
    const when = orgDate(new Date(first.createdAt));
    throw new ApiError({ code: 'duplicate_referral', status: 400 }, `This person was already referred to this job as ${first.referralId} on ${when}.`, {
      errors: [{ path, message: `Already referred as ${first.referralId}` }],
      extra: { referralId: first.referralId },
    });
  }
  const owner = job.ownerPerson ? (JSON.parse(job.ownerPerson) as Person) : undefined;
  const onFile = job.onFile ? (JSON.parse(job.onFile) as CandidateOnFile) : undefined;
  // The checks passed, so ids were drawn unless the person is on file (see referralChecks).
  const reserved = job.reserved && !onFile ? (JSON.parse(job.reserved) as ReservedIds) : undefined;
  return { job, owner, referrerPerson, onFile, reserved };
}

export interface ReferOptions {
  referrer: string;
  actor: string;
  resume: ResumeFile | null;
}

/**
 * A person already applying to the job (through the career site, say) is not referred to it a second time:
 * a 400 naming the first referral and the field the person was found by.
 */
async function refuseReferredApplication(db: Db, applicationRowId: number, path: 'email' | 'mobileNumber'): Promise<void> {
  const [first] = await db.select({ referralId: referrals.referralId }).from(referrals).where(eq(referrals.applicationId, applicationRowId)).limit(1);
  if (!first) return;
  throw new ApiError({ code: 'duplicate_referral', status: 400 }, `This person was already referred to this job as ${first.referralId}.`, {
    errors: [{ path, message: `Already referred as ${first.referralId}` }],
    extra: { referralId: first.referralId },
  });
}

/**
 * Records a referral: the person already on file (same e-mail or mobile) or a new candidate, their
 * application to the job (the one they have, or a new one), and the referral that is that application with
 * its referrer. The job's recruiter hears of it.
 */
export async function referCandidate(db: Db, input: ReferCandidate, options: ReferOptions): Promise<ReferCandidateResult> {
  const keys = contactKeys({ primaryEmail: input.email, mobileNumber: input.mobileNumber });
  const { job, owner, referrerPerson, onFile, reserved } = await checkReferral(db, input.jobCode, options.referrer, keys, options.resume);

  const [firstName = '', ...rest] = input.candidateName.split(/\s+/);
  const lastName = rest.join(' ') || undefined;
  if (onFile) lockCandidateFound(db, onFile.candidateId);
  const storedResume = await resumeFileId(db, { resume: options.resume, storedFileId: job.storedFileId });
  const candidate =
    onFile ??
    (await createCandidate(
      db,
      {
        firstName,
        lastName,
        primaryEmail: input.email,
        mobileNumber: input.mobileNumber,
        expInYears: input.expInYear,
        expInMonths: input.expInMonth,
        skills: input.skills ? splitSkills(input.skills) : undefined,
      },
      { actor: options.actor, resume: options.resume, reservedId: reserved?.[0], storedFileId: storedResume },
    ));
  const application = await addApplication(db, {
    candidateId: candidate.id,
    newCandidate: !onFile,
    jobId: job.id,
    source: 'referral',
    stage: 'applied',
    actor: options.actor,
    reservedId: reserved?.[1],
  });
  if (!application.added) {
    const foundBy = keys.primaryEmailKey && onFile?.primaryEmailKey === keys.primaryEmailKey ? 'email' : 'mobileNumber';
    await refuseReferredApplication(db, application.id, foundBy);
  }

  const now = nowIso();
  const { code: referralId } = await insertReferral(db, {
    jobId: job.id,
    applicationId: application.id,
    candidateId: candidate.id,
    referrer: options.referrer,
    candidateName: input.candidateName,
    email: input.email,
    emailKey: keys.primaryEmailKey,
    mobileNumber: input.mobileNumber,
    mobileKey: keys.mobileKey,
    expInYears: input.expInYear,
    expInMonths: input.expInMonth,
    skills: input.skills || null,
    resumeFileId: storedResume,
    resumeExtension: options.resume?.type ?? null,
    bonusAmount: job.referralBonus,
    bonusCurrency: job.referralBonus ? job.currencyCode : null,
    // Joining an application that has already ended (hired, rejected, withdrawn) can earn nothing.
    bonusStatus: job.referralBonus && !isFinalStage(application.stage) ? 'pending' : 'none',
    createdBy: options.actor,
    createdAt: now,
    updatedBy: options.actor,
    updatedAt: now,
  }, reserved?.[2]);
  await notifyNewApplication(
    db,
    {
      source: 'referral',
      candidateId: candidate.candidateId,
      candidate: onFile ? fullName(onFile.firstName, onFile.lastName) : fullName(firstName, lastName),
      job: job.title,
      owner: job.owner,
      ownerId: owner?.id ?? null,
      ownerActive: owner?.status === 'active',
      // This referral is the application's first: a second would have been refused above.
      referrer: options.referrer,
      referrerName: referrerPerson.name ?? null,
    },
    options.actor,
  );
  return {
    referralId,
    status: referralStatusOf(application.stage),
    candidateId: candidate.candidateId,
    applicationId: application.applicationId,
    jobCode: job.jobCode,
    referrer: options.referrer,
    createdAt: now,
  };
}

/** "Java, Spring Boot; SQL" -> ["Java", "Spring Boot", "SQL"], without repeats. */
function splitSkills(skills: string): string[] {
  const seen = new Set<string>();
  return skills
    .split(/[,;\n]/)
    .map((s) => s.trim().slice(0, 60))
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()))
    .slice(0, 100);
}
