import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb, preparedRowInsert, preparedUpdateById } from '@/db/prepared';
import { candidateAddresses, candidateEducation, candidateExperience, candidates, candidateStatusHistory, candidateTags, jobs } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { storeFile } from '@/lib/files/store';
import { openAndPublished } from '@/lib/jobs/portal';
import { normalisePhone } from '@/lib/resume';
import { nowIso, orgDate } from '@/lib/time';
import type { CandidateSource, CandidateStatus } from './constants';
import type { ResumeFile } from './resume-file';
import type { NewCandidate } from './schemas';

/** The keys duplicates are found by: e-mail in lower case, mobile as +country digits. */
export function contactKeys(c: { primaryEmail?: string | null; mobileNumber?: string | null }) {
  return {
    primaryEmailKey: c.primaryEmail ? c.primaryEmail.trim().toLowerCase() : null,
    mobileKey: c.mobileNumber ? (normalisePhone(c.mobileNumber) ?? c.mobileNumber.replace(/\D/g, '')) : null,
  };
}

// Prepared once per connection: building these with Drizzle per candidate cost more than running them. They run on `db`, the write transaction's own connection, so they are part of it.
// A missing key is null, and `= null` matches nothing.
const byContact = preparedPerDb((db) =>
  db
    .select({ id: candidates.id, candidateId: candidates.candidateId, primaryEmailKey: candidates.primaryEmailKey })
    .from(candidates)
    .where(or(eq(candidates.primaryEmailKey, sql.placeholder('primaryEmailKey')), eq(candidates.mobileKey, sql.placeholder('mobileKey'))))
    .prepare(),
);
const setCandidateId = preparedUpdateById(candidates, ['candidateId']);
const insertCandidate = preparedRowInsert(candidates);
const insertAddress = preparedRowInsert(candidateAddresses);
const insertTag = preparedRowInsert(candidateTags);
const insertEducation = preparedRowInsert(candidateEducation);
const insertExperience = preparedRowInsert(candidateExperience);
const insertStatusMove = preparedRowInsert(candidateStatusHistory);

/** The candidate already on file with the same primary e-mail or mobile number, if any. */
export function findCandidateByContact(db: Db, keys: ReturnType<typeof contactKeys>) {
  if (!keys.primaryEmailKey && !keys.mobileKey) return undefined;
  return byContact(db).get(keys);
}

/**
 * A candidate already on file with the same primary e-mail or mobile number, as the 400 the spec's
 * clients get: code `duplicate_candidate`, naming the existing candidateId.
 */
export function refuseDuplicate(db: Db, keys: ReturnType<typeof contactKeys>): void {
  const existing = findCandidateByContact(db, keys);
  if (!existing) return;
  const path = keys.primaryEmailKey && existing.primaryEmailKey === keys.primaryEmailKey ? 'primaryEmail' : 'mobileNumber';
  throw new ApiError({ code: 'duplicate_candidate', status: 400 }, `This candidate is already on file as ${existing.candidateId}.`, {
    errors: [{ path, message: `Already on file as ${existing.candidateId}` }],
    extra: { candidateId: existing.candidateId },
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
export function applicableJob(db: Db, jobCode: string, channel: 'portal' | 'any'): number {
  const today = orgDate();
  const published =
    channel === 'portal'
      ? openAndPublished(jobs.publishedOnPortal)
      : or(openAndPublished(jobs.publishedOnPortal), openAndPublished(jobs.publishedForReferral));
  const job = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, jobCode), published))
    .get({ today });
  if (!job) throw new ApiError('not_found', `No open job ${jobCode} is taking applications.`, { errors: [{ path: 'jobCode', message: 'No such open job' }] });
  return job.id;
}

export interface CreateOptions {
  source: CandidateSource;
  actor: string;
  jobId: number | null;
  resume: ResumeFile | null;
  /** The referring employee, for candidates a referral brings in. */
  referredBy?: string;
}

/**
 * Writes a candidate and every section of it; answers the new candidateId and status. Runs on `db`
 * inside the caller's write transaction.
 */
export function createCandidate(
  db: Db,
  input: NewCandidate,
  options: CreateOptions,
): { id: number; candidateId: string; status: CandidateStatus; createdAt: string } {
  const keys = contactKeys(input);
  refuseDuplicate(db, keys);
  const now = nowIso();
  const status: CandidateStatus = input.inReview ? 'in_review' : 'new';
  const resumeFileId = options.resume ? storeFile(db, options.resume.bytes, options.resume.contentType, options.resume.sha256) : null;
  const id = insertCandidate(db, {
    // A unique placeholder until the id-based code replaces it below.
    candidateId: `NEW-${randomUUID()}`,
    title: input.title,
    firstName: input.firstName ?? '',
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
    referredBy: options.referredBy,
    ...keys,
    status,
    source: options.source,
    jobId: options.jobId,
    resumeFileId,
    resumeExtension: options.resume?.type,
    createdBy: options.actor,
    createdAt: now,
    updatedBy: options.actor,
    updatedAt: now,
  });
  const candidateId = `CAND-${String(id).padStart(6, '0')}`;
  setCandidateId(db, id, { candidateId });
  insertSections(db, id, input);
  insertStatusMove(db, { candidateId: id, toStatus: status, movedBy: options.actor, movedAt: now });
  return { id, candidateId, status, createdAt: now };
}

function insertSections(db: Db, id: number, input: NewCandidate): void {
  if (input.currentAddress) insertAddress(db, { candidateId: id, kind: 'current', ...input.currentAddress });
  if (input.permanentAddress) insertAddress(db, { candidateId: id, kind: 'permanent', ...input.permanentAddress });
  input.languages?.forEach((value, position) => insertTag(db, { candidateId: id, kind: 'language', position, value }));
  input.skills?.forEach((value, position) => insertTag(db, { candidateId: id, kind: 'skill', position, value }));
  input.education?.forEach((e, position) => insertEducation(db, { candidateId: id, position, ...e }));
  input.internshipExperience?.forEach((e, position) => insertExperience(db, { candidateId: id, kind: 'internship', position, ...e }));
  input.workExperience?.forEach((e, position) => insertExperience(db, { candidateId: id, kind: 'work', position, ...e }));
}
