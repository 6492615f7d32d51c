import { randomUUID } from 'node:crypto';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
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

/** The candidate already on file with the same primary e-mail or mobile number, if any. */
export function findCandidateByContact(tx: Tx, keys: ReturnType<typeof contactKeys>) {
  const matches: SQL[] = [];
  if (keys.primaryEmailKey) matches.push(eq(candidates.primaryEmailKey, keys.primaryEmailKey));
  if (keys.mobileKey) matches.push(eq(candidates.mobileKey, keys.mobileKey));
  if (!matches.length) return undefined;
  return tx
    .select({ id: candidates.id, candidateId: candidates.candidateId, primaryEmailKey: candidates.primaryEmailKey })
    .from(candidates)
    .where(or(...matches))
    .get();
}

/**
 * A candidate already on file with the same primary e-mail or mobile number, as the 400 the spec's
 * clients get: code `duplicate_candidate`, naming the existing candidateId.
 */
export function refuseDuplicate(tx: Tx, keys: ReturnType<typeof contactKeys>): void {
  const existing = findCandidateByContact(tx, keys);
  if (!existing) return;
  const path = keys.primaryEmailKey && existing.primaryEmailKey === keys.primaryEmailKey ? 'primaryEmail' : 'mobileNumber';
  throw new ApiError({ code: 'duplicate_candidate', status: 400 }, `This candidate is already on file as ${existing.candidateId}.`, {
    errors: [{ path, message: `Already on file as ${existing.candidateId}` }],
    extra: { candidateId: existing.candidateId },
  });
}

/** The id of an open job published on the portal or for referrals, or a 404. */
export function applicableJob(tx: Tx, jobCode: string, channel: 'portal' | 'any'): number {
  const today = orgDate();
  const published =
    channel === 'portal'
      ? openAndPublished(jobs.publishedOnPortal)
      : or(openAndPublished(jobs.publishedOnPortal), openAndPublished(jobs.publishedForReferral));
  const job = tx
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

/** Writes a candidate and every section of it; answers the new candidateId and status. */
export function createCandidate(
  tx: Tx,
  input: NewCandidate,
  options: CreateOptions,
): { id: number; candidateId: string; status: CandidateStatus; createdAt: string } {
  const keys = contactKeys(input);
  refuseDuplicate(tx, keys);
  const now = nowIso();
  const status: CandidateStatus = input.inReview ? 'in_review' : 'new';
  const resumeFileId = options.resume ? storeFile(tx, options.resume.bytes, options.resume.contentType, options.resume.sha256) : null;
  const { id } = tx
    .insert(candidates)
    .values({
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
      referredBy: options.referredBy ?? null,
      ...keys,
      status,
      source: options.source,
      jobId: options.jobId,
      resumeFileId,
      resumeExtension: options.resume ? options.resume.type : null,
      createdBy: options.actor,
      createdAt: now,
      updatedBy: options.actor,
      updatedAt: now,
    })
    .returning({ id: candidates.id })
    .get();
  const candidateId = `CAND-${String(id).padStart(6, '0')}`;
  tx.update(candidates).set({ candidateId }).where(eq(candidates.id, id)).run();
  insertSections(tx, id, input);
  tx.insert(candidateStatusHistory).values({ candidateId: id, fromStatus: null, toStatus: status, movedBy: options.actor, movedAt: now }).run();
  return { id, candidateId, status, createdAt: now };
}

function insertSections(tx: Tx, id: number, input: NewCandidate): void {
  const addresses = (['current', 'permanent'] as const).flatMap((kind) => {
    const address = kind === 'current' ? input.currentAddress : input.permanentAddress;
    return address ? [{ candidateId: id, kind, ...address }] : [];
  });
  if (addresses.length) tx.insert(candidateAddresses).values(addresses).run();

  const tags = [
    ...(input.languages ?? []).map((value, position) => ({ candidateId: id, kind: 'language' as const, position, value })),
    ...(input.skills ?? []).map((value, position) => ({ candidateId: id, kind: 'skill' as const, position, value })),
  ];
  if (tags.length) tx.insert(candidateTags).values(tags).run();

  const education = (input.education ?? []).map((e, position) => ({ candidateId: id, position, ...e }));
  if (education.length) tx.insert(candidateEducation).values(education).run();

  const experience = [
    ...(input.internshipExperience ?? []).map((e, position) => ({ candidateId: id, kind: 'internship' as const, position, ...e })),
    ...(input.workExperience ?? []).map((e, position) => ({ candidateId: id, kind: 'work' as const, position, ...e })),
  ];
  if (experience.length) tx.insert(candidateExperience).values(experience).run();
}
