import 'server-only';
import { and, asc, count, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  candidateAddresses,
  candidateEducation,
  candidateExperience,
  candidates,
  candidateStatusHistory,
  candidateTags,
  jobs,
  storedFiles,
} from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { likeContains } from '@/lib/api/params';
import type { CandidateListQuery, CandidateRecord, CandidateSummary } from './schemas';

const fullName = sql<string>`trim(${candidates.firstName} || coalesce(' ' || ${candidates.middleName}, '') || coalesce(' ' || ${candidates.lastName}, ''))`;

/** Candidates newest first, searched by name, e-mail or mobile, filtered by job and status. */
export function listCandidates(db: Db, query: CandidateListQuery): { items: CandidateSummary[]; total: number } {
  const pattern = query.q === undefined ? undefined : likeContains(query.q);
  const like = (column: SQLWrapper) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  const where = and(
    query.status ? eq(candidates.status, query.status) : undefined,
    query.jobCode ? eq(jobs.jobCode, query.jobCode) : undefined,
    pattern ? or(like(fullName), like(candidates.primaryEmail), like(candidates.mobileNumber)) : undefined,
  );
  const rows = db
    .select({
      candidateId: candidates.candidateId,
      fullName,
      primaryEmail: candidates.primaryEmail,
      mobileNumber: candidates.mobileNumber,
      status: candidates.status,
      source: candidates.source,
      jobCode: jobs.jobCode,
      jobTitle: jobs.title,
      resumeFileId: candidates.resumeFileId,
      createdAt: candidates.createdAt,
    })
    .from(candidates)
    .leftJoin(jobs, eq(jobs.id, candidates.jobId))
    .where(where)
    .orderBy(desc(candidates.id))
    .limit(query.limit)
    .offset(query.offset)
    .all();
  const total = db.select({ n: count() }).from(candidates).leftJoin(jobs, eq(jobs.id, candidates.jobId)).where(where).get()?.n ?? 0;
  return { items: rows.map(({ resumeFileId, ...row }) => ({ ...row, hasResume: resumeFileId !== null })), total };
}

function internalId(db: Db, candidateId: string): number {
  const row = db.select({ id: candidates.id }).from(candidates).where(eq(candidates.candidateId, candidateId)).get();
  if (!row) throw new ApiError('not_found', `No candidate ${candidateId}.`);
  return row.id;
}

/** Drops null properties, so sections read back exactly as they were sent. */
function present<T extends Record<string, unknown>>(row: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
}

/** One candidate with every section, for recruiters. */
export function candidateRecord(db: Db, candidateId: string): CandidateRecord {
  const id = internalId(db, candidateId);
  const row = db
    .select({ c: candidates, jobCode: jobs.jobCode, jobTitle: jobs.title, file: { contentType: storedFiles.contentType, size: storedFiles.size } })
    .from(candidates)
    .leftJoin(jobs, eq(jobs.id, candidates.jobId))
    .leftJoin(storedFiles, eq(storedFiles.id, candidates.resumeFileId))
    .where(eq(candidates.id, id))
    .get();
  if (!row) throw new ApiError('not_found', `No candidate ${candidateId}.`);
  const { c } = row;
  const addresses = db.select().from(candidateAddresses).where(eq(candidateAddresses.candidateId, id)).all();
  const address = (kind: 'current' | 'permanent') => {
    const found = addresses.find((a) => a.kind === kind);
    if (!found) return null;
    const { candidateId: _id, kind: _kind, ...fields } = found;
    return present(fields);
  };
  const tags = db.select().from(candidateTags).where(eq(candidateTags.candidateId, id)).orderBy(asc(candidateTags.position)).all();
  const experience = db.select().from(candidateExperience).where(eq(candidateExperience.candidateId, id)).orderBy(asc(candidateExperience.position)).all();
  const experienceOf = (kind: 'internship' | 'work') =>
    experience
      .filter((e) => e.kind === kind)
      .map(({ candidateId: _id, kind: _kind, position: _p, ...fields }) =>
        present(kind === 'work' ? fields : { companyName: fields.companyName, jobTitle: fields.jobTitle, jobDescription: fields.jobDescription, startDate: fields.startDate, endDate: fields.endDate }),
      );
  return {
    candidateId: c.candidateId,
    title: c.title,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    nickName: c.nickName,
    localFirstName: c.localFirstName,
    localMiddleName: c.localMiddleName,
    localLastName: c.localLastName,
    localNickName: c.localNickName,
    gender: c.gender,
    dateOfBirth: c.dateOfBirth,
    primaryEmail: c.primaryEmail,
    secondaryEmail: c.secondaryEmail,
    mobileNumber: c.mobileNumber,
    landlineNumber: c.landlineNumber,
    aadhar: c.aadhar,
    panNumber: c.panNumber,
    passportNumber: c.passportNumber,
    voterID: c.voterId,
    internationalID: c.internationalId,
    linkedInProfile: c.linkedInProfile,
    faceBookProfile: c.facebookProfile,
    twitterProfile: c.twitterProfile,
    googlePlusProfile: c.googlePlusProfile,
    fresher: c.fresher,
    functionalArea: c.functionalArea,
    industryName: c.industryName,
    reasonForLeaving: c.reasonForLeaving,
    referenceSource: c.referenceSource,
    jobCode: row.jobCode,
    jobTitle: row.jobTitle,
    expInYears: c.expInYears,
    expInMonths: c.expInMonths,
    expectedSalary: c.expectedSalary,
    noticePeriod: c.noticePeriod,
    inReview: c.status === 'in_review',
    status: c.status,
    source: c.source,
    referredBy: c.referredBy,
    languages: tags.filter((t) => t.kind === 'language').map((t) => t.value),
    skills: tags.filter((t) => t.kind === 'skill').map((t) => t.value),
    currentAddress: address('current'),
    permanentAddress: address('permanent'),
    education: db
      .select()
      .from(candidateEducation)
      .where(eq(candidateEducation.candidateId, id))
      .orderBy(asc(candidateEducation.position))
      .all()
      .map(({ candidateId: _id, position: _p, ...fields }) => present(fields)),
    internshipExperience: experienceOf('internship'),
    workExperience: experienceOf('work'),
    resume: row.file?.contentType
      ? { url: `/api/v1/candidate/${c.candidateId}/resume`, extension: c.resumeExtension, contentType: row.file.contentType, size: row.file.size ?? 0 }
      : null,
    statusHistory: db
      .select({ from: candidateStatusHistory.fromStatus, to: candidateStatusHistory.toStatus, note: candidateStatusHistory.note, by: candidateStatusHistory.movedBy, at: candidateStatusHistory.movedAt })
      .from(candidateStatusHistory)
      .where(eq(candidateStatusHistory.candidateId, id))
      .orderBy(asc(candidateStatusHistory.id))
      .all(),
    createdBy: c.createdBy,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** The candidate's resume bytes, or a 404 when there is none. */
export function candidateResume(db: Db, candidateId: string): { bytes: Buffer; contentType: string; extension: string } {
  const row = db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, extension: candidates.resumeExtension })
    .from(candidates)
    .innerJoin(storedFiles, eq(storedFiles.id, candidates.resumeFileId))
    .where(eq(candidates.candidateId, candidateId))
    .get();
  if (!row) throw new ApiError('not_found', `Candidate ${candidateId} has no resume on file.`);
  return { bytes: row.bytes, contentType: row.contentType, extension: row.extension ?? 'bin' };
}
