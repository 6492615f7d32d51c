import 'server-only';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { lockPartway, type Db, type WriteScope } from '@/db/client';
import { jsonFirstRow, preparedCodedInsert, preparedQuery, reservedIds, runAtCommit } from '@/db/prepared';
import { candidateAddresses, candidateEducation, candidateExperience, candidates, candidateTags, jobs } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { addApplication, candidateMoveScope } from '@/lib/applications/pipeline';
import type { ApplicationSource, ApplicationStage } from '@/lib/applications/stages';
import { storedFileColumn, storeFile } from '@/lib/files/store';
import { openAndPublished } from '@/lib/jobs/portal';
import { notifyNewApplication } from '@/lib/notifications/events';
import { normalisePhone } from '@/lib/resume';
import { nowIso, orgDate } from '@/lib/time';
import type { ResumeFile } from './resume-file';
import type { NewCandidate } from './schemas';

/** The keys duplicates are found by: e-mail in lower case, mobile as +country digits. */
export function contactKeys(c: { primaryEmail?: string | null; mobileNumber?: string | null }) {
  return {
    primaryEmailKey: c.primaryEmail ? c.primaryEmail.trim().toLowerCase() : null,
    mobileKey: c.mobileNumber ? (normalisePhone(c.mobileNumber) ?? c.mobileNumber.replace(/\D/g, '')) : null,
  };
}

/**
 * Rows whose e-mail key or mobile key is the one given, as the placeholders `emailKey` and `mobileKey`
 * (contactKeys): how a person on file is found, as a candidate or a referral. A missing key is null, and
 * `= null` matches nothing.
 */
export function sameContact(emailKey: SQLiteColumn, mobileKey: SQLiteColumn): SQL {
  return or(eq(emailKey, sql.placeholder('emailKey')), eq(mobileKey, sql.placeholder('mobileKey'))) as SQL;
}

/** A person is matched by e-mail first: the candidate with the same e-mail wins over another with the same mobile number. */
export const EMAIL_MATCH_FIRST = sql`${candidates.primaryEmailKey} IS DISTINCT FROM ${sql.placeholder('emailKey')}`;

// Prepared once per connection: building these with Drizzle per candidate cost more than running them. They run on `db`, the write transaction's own connection, so they are part of it.
const byContact = preparedQuery('candidates_by_contact', (db) =>
  db
    .select({ id: candidates.id, candidateId: candidates.candidateId, primaryEmailKey: candidates.primaryEmailKey, mobileKey: candidates.mobileKey })
    .from(candidates)
    .where(sameContact(candidates.primaryEmailKey, candidates.mobileKey))
    .orderBy(EMAIL_MATCH_FIRST),
);
// The job must be open and published on the channel today (a placeholder of openAndPublished).
const openJobOnPortal = preparedQuery('applicable_job_portal', (db) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, sql.placeholder('jobCode')), openAndPublished(jobs.publishedOnPortal))),
);
const openJobOnAnyChannel = preparedQuery('applicable_job_any', (db) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, sql.placeholder('jobCode')), or(openAndPublished(jobs.publishedOnPortal), openAndPublished(jobs.publishedForReferral)))),
);
const insertCandidate = preparedCodedInsert(candidates, 'candidateId', 'CAND');

/**
 * What POST /api/v1/candidate finds before it writes, in one statement (with the transaction's BEGIN): the
 * candidate on file with the same e-mail (or else mobile number), the resume's stored row
 * (storedFileColumn), and, when nobody is on file and `reserve` holds, the new candidate's id
 * (reservedIds), so that on PostgreSQL the new candidate goes with the COMMIT instead of costing a round
 * trip of its own. `reserve` is false when an application will name the candidate: its foreign key is
 * checked as it goes in, before the COMMIT.
 */
const candidateChecks = preparedQuery('candidate_checks', (db) =>
  db
    .select({
      onFile: jsonFirstRow(db, candidates, { id: candidates.id, candidateId: candidates.candidateId }, sameContact(candidates.primaryEmailKey, candidates.mobileKey), EMAIL_MATCH_FIRST),
      storedFileId: storedFileColumn(db),
      reserved: reservedIds(
        db,
        [candidates],
        sql`${sql.placeholder('reserve')} AND NOT EXISTS (SELECT 1 FROM ${candidates} WHERE ${sameContact(candidates.primaryEmailKey, candidates.mobileKey)})`,
      ),
    })
    .from(sql`(SELECT 1) AS one`),
);

/**
 * The scope (WriteScope in db/client.ts) of a write that finds a person by their contact, creates them
 * when nobody has it, and may add an application to their record: a referral, or a candidate sent to
 * POST /api/v1/candidate. It takes the contact's keys, so the same person sent twice at once goes one
 * after the other and the second finds the candidate the first created. Without a scope such a write
 * would take the whole database's write lock, and on PostgreSQL two candidates' writes could not overlap
 * at all. The person is found inside the transaction, under those keys; when they are on file, the write
 * then takes their candidate's key (lockCandidateFound), and a new resume's key when it stores one
 * (storeFile).
 */
export function contactScope(contact: { primaryEmail?: string | null; mobileNumber?: string | null }): WriteScope {
  const keys = contactKeys(contact);
  return {
    locks: [...(keys.primaryEmailKey ? [`contact:email:${keys.primaryEmailKey}`] : []), ...(keys.mobileKey ? [`contact:mobile:${keys.mobileKey}`] : [])],
  };
}

/**
 * Takes the key of the candidate a write found by contact (candidateMoveScope), before it reads or
 * changes their applications: their stage is worked out from all of them, as a stage move works it out.
 * The key comes after the contact's keys, in every write that takes both (lockPartway in db/client.ts),
 * and a stage move takes only the candidate's, so no two writes each hold a key the other waits for.
 */
export function lockCandidateFound(tx: Db, candidateId: string): void {
  lockPartway(tx, candidateMoveScope(candidateId));
}

/**
 * A recruiter's update that would give this candidate the e-mail or mobile number of another person on
 * file, as the 400 the spec's clients get: code `duplicate_candidate`, naming the other candidateId.
 */
async function refuseOthersContact(db: Db, candidateRowId: number, keys: ReturnType<typeof contactKeys>): Promise<void> {
  const others = (await byContact(db).execute({ emailKey: keys.primaryEmailKey, mobileKey: keys.mobileKey })).filter((c) => c.id !== candidateRowId);
  const other = others[0];
  if (!other) return;
  const path = keys.primaryEmailKey && other.primaryEmailKey === keys.primaryEmailKey ? 'primaryEmail' : 'mobileNumber';
  throw new ApiError({ code: 'duplicate_candidate', status: 400 }, `That ${path === 'primaryEmail' ? 'e-mail' : 'mobile number'} belongs to ${other.candidateId}.`, {
    errors: [{ path, message: `Already on file as ${other.candidateId}` }],
    extra: { candidateId: other.candidateId },
  });
}

/**
 * Fields only the people handling candidates may set: `inReview` decides the starting status and
 * `referenceSource` records how the candidate came to us. A career-site applicant setting either would
 * skip the queue or misstate where the application came from.
 */
export const RECRUITER_ONLY_FIELDS = ['inReview', 'referenceSource'] as const satisfies readonly (keyof NewCandidate)[];

/** A guest's application that sets a recruiter-only field, as a 400 naming each such field (whatever its value). */
export function refuseRecruiterOnlyFields(input: NewCandidate): void {
  const set = RECRUITER_ONLY_FIELDS.filter((field) => input[field] !== undefined);
  if (set.length === 0) return;
  throw new ApiError('validation_failed', `An application from the career site may not set ${set.join(' or ')}.`, {
    errors: set.map((path) => ({ path, message: 'Set by the recruiting team, not by the applicant' })),
  });
}

/** The id of an open job published on the portal or for referrals, or a 404. */
export async function applicableJob(db: Db, jobCode: string, channel: 'portal' | 'any'): Promise<number> {
  const statement = channel === 'portal' ? openJobOnPortal : openJobOnAnyChannel;
  const [job] = await statement(db).execute({ jobCode, today: orgDate() });
  if (!job) throw new ApiError('not_found', `No open job ${jobCode} is taking applications.`, { errors: [{ path: 'jobCode', message: 'No such open job' }] });
  return job.id;
}

export interface CreateOptions {
  actor: string;
  resume: ResumeFile | null;
  /** The new candidate's id, when the write drew it already (reservedIds in db/prepared.ts). */
  reservedId?: number;
  /** The resume's stored row, when the write found it stored already (storedFileColumn). */
  storedFileId?: number | null;
}

/** The resume's stored row: the one the write found (storedFileColumn), else stored now (storeFile). */
export async function resumeFileId(db: Db, options: { resume: ResumeFile | null; storedFileId?: number | null }): Promise<number | null> {
  return options.resume ? storeFile(db, options.resume, options.storedFileId) : null;
}

/** The candidate's details as the columns hold them. */
function detailColumns(input: NewCandidate) {
  return {
    title: input.title,
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    nickName: input.nickName,
    localFirstName: input.localFirstName,
    localMiddleName: input.localMiddleName,
    localLastName: input.localLastName,
    localNickName: input.localNickName,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    primaryEmail: input.primaryEmail,
    secondaryEmail: input.secondaryEmail,
    mobileNumber: input.mobileNumber,
    landlineNumber: input.landlineNumber,
    aadhar: input.aadhar,
    panNumber: input.panNumber,
    passportNumber: input.passportNumber,
    voterId: input.voterID,
    internationalId: input.internationalID,
    linkedInProfile: input.linkedInProfile,
    facebookProfile: input.faceBookProfile,
    twitterProfile: input.twitterProfile,
    googlePlusProfile: input.googlePlusProfile,
    fresher: input.fresher,
    functionalArea: input.functionalArea,
    industryName: input.industryName,
    expInYears: input.expInYears,
    expInMonths: input.expInMonths,
    expectedSalary: input.expectedSalary,
    noticePeriod: input.noticePeriod,
    reasonForLeaving: input.reasonForLeaving,
    referenceSource: input.referenceSource,
  };
}

/** Writes a new candidate (one person) and every section of it. Runs on `db` inside the caller's write transaction. */
export async function createCandidate(db: Db, input: NewCandidate, options: CreateOptions): Promise<{ id: number; candidateId: string; createdAt: string }> {
  const keys = contactKeys(input);
  const now = nowIso();
  const { id, code: candidateId } = await insertCandidate(db, {
    ...detailColumns(input),
    firstName: input.firstName ?? '',
    ...keys,
    resumeFileId: await resumeFileId(db, options),
    resumeExtension: options.resume?.type,
    createdBy: options.actor,
    createdAt: now,
    updatedBy: options.actor,
    updatedAt: now,
  }, options.reservedId);
  await insertSections(db, id, input);
  return { id, candidateId, createdAt: now };
}

/**
 * A recruiter's or a system's details for a person already on file: what they sent replaces what was there
 * (each section sent replaces that section; what they left out stays).
 */
async function updateCandidate(db: Db, id: number, input: NewCandidate, options: CreateOptions): Promise<void> {
  const keys = contactKeys(input);
  await refuseOthersContact(db, id, keys);
  const given = Object.fromEntries(Object.entries({ ...detailColumns(input), ...keys }).filter(([, value]) => value !== undefined && value !== null));
  const resume = options.resume ? { resumeFileId: await resumeFileId(db, options), resumeExtension: options.resume.type } : {};
  await db
    .update(candidates)
    .set({ ...given, ...resume, updatedBy: options.actor, updatedAt: nowIso() })
    .where(eq(candidates.id, id));
  const replace = async (table: typeof candidateAddresses | typeof candidateTags | typeof candidateExperience, kinds: readonly string[]) => {
    if (kinds.length) await db.delete(table).where(and(eq(table.candidateId, id), inArray(table.kind, kinds as never[])));
  };
  await replace(candidateAddresses, [input.currentAddress && 'current', input.permanentAddress && 'permanent'].filter((k): k is string => !!k));
  await replace(candidateTags, [input.languages && 'language', input.skills && 'skill'].filter((k): k is string => !!k));
  await replace(candidateExperience, [input.internshipExperience && 'internship', input.workExperience && 'work'].filter((k): k is string => !!k));
  if (input.education) await db.delete(candidateEducation).where(eq(candidateEducation.candidateId, id));
  await insertSections(db, id, input);
}

export interface SubmitOptions extends CreateOptions {
  source: ApplicationSource;
  jobId: number | null;
  jobCode: string | null;
  /** Recruiters and systems may; a career-site applicant never overwrites the details on file. */
  mayUpdateDetails: boolean;
}

/**
 * POST /api/v1/candidate: the person (matched by e-mail, else mobile number) is the candidate on file or a
 * new one, and a jobCode adds their application to that job (the job's recruiter hears of it). Applying
 * twice to one job is a 400 `duplicate_application` for an applicant; a recruiter's repeat only updates.
 */
export async function submitCandidate(db: Db, input: NewCandidate, options: SubmitOptions) {
  const keys = contactKeys(input);
  const [found] = await candidateChecks(db).execute({
    emailKey: keys.primaryEmailKey,
    mobileKey: keys.mobileKey,
    sha256: options.resume?.sha256 ?? null,
    contentType: options.resume?.contentType ?? null,
    reserve: options.jobId === null,
  });
  const existing = found?.onFile ? (JSON.parse(found.onFile) as { id: number; candidateId: string }) : undefined;
  // Drawn only for someone not on file (see candidateChecks).
  const reservedId = !existing && found?.reserved ? (JSON.parse(found.reserved) as [number])[0] : undefined;
  const written = { ...options, storedFileId: found?.storedFileId, reservedId };
  if (existing) lockCandidateFound(db, existing.candidateId);
  if (existing && options.mayUpdateDetails) await updateCandidate(db, existing.id, input, written);
  const candidate: { id: number; candidateId: string; createdAt?: string } = existing ?? (await createCandidate(db, input, written));
  const createdAt = candidate.createdAt ?? nowIso();
  if (options.jobId === null) return { candidateId: candidate.candidateId, applicationId: null, status: null, jobCode: null, createdAt };
  const stage: ApplicationStage = input.inReview ? 'screening' : 'applied';
  const application = await addApplication(db, { candidateId: candidate.id, newCandidate: !existing, jobId: options.jobId, source: options.source, stage, actor: options.actor });
  if (application.added) await notifyNewApplication(db, application.id, options.actor);
  else if (!options.mayUpdateDetails) {
    // Named by the candidate's reference, which is what the career site showed the applicant the first time.
    throw new ApiError({ code: 'duplicate_application', status: 400 }, `You have already applied for this job as ${candidate.candidateId}; the recruiting team has your application.`, {
      errors: [{ path: 'jobCode', message: 'Already applied' }],
      extra: { candidateId: candidate.candidateId, applicationId: application.applicationId },
    });
  }
  return { candidateId: candidate.candidateId, applicationId: application.applicationId, status: application.stage, jobCode: options.jobCode, createdAt };
}

async function insertSections(db: Db, id: number, input: NewCandidate): Promise<void> {
  // One statement per table, however many rows: a candidate's skills and languages are one insert.
  const addresses = [
    ...(input.currentAddress ? [{ candidateId: id, kind: 'current' as const, ...input.currentAddress }] : []),
    ...(input.permanentAddress ? [{ candidateId: id, kind: 'permanent' as const, ...input.permanentAddress }] : []),
  ];
  const tags = [
    ...(input.languages ?? []).map((value, position) => ({ candidateId: id, kind: 'language' as const, position, value })),
    ...(input.skills ?? []).map((value, position) => ({ candidateId: id, kind: 'skill' as const, position, value })),
  ];
  const education = (input.education ?? []).map((e, position) => ({ candidateId: id, position, ...e }));
  const experience = [
    ...(input.internshipExperience ?? []).map((e, position) => ({ candidateId: id, kind: 'internship' as const, position, ...e })),
    ...(input.workExperience ?? []).map((e, position) => ({ candidateId: id, kind: 'work' as const, position, ...e })),
  ];
  // Nothing in the write reads them back: on PostgreSQL they go with the COMMIT (runAtCommit).
  if (addresses.length) await runAtCommit(db, db.insert(candidateAddresses).values(addresses));
  if (tags.length) await runAtCommit(db, db.insert(candidateTags).values(tags));
  if (education.length) await runAtCommit(db, db.insert(candidateEducation).values(education));
  if (experience.length) await runAtCommit(db, db.insert(candidateExperience).values(experience));
}
