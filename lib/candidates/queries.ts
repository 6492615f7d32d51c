import 'server-only';
import { and, count, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { readAfterCommit, type Db } from '@/db/client';
import { jsonRows, preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { applications, candidateAddresses, candidateEducation, candidateExperience, candidates, candidateTags, jobs, referrals, storedFiles } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { likeContains } from '@/lib/api/params';
import { actorNameSql, actorShown, applicationsJson, candidateActivity, notesJson } from '@/lib/applications/queries';
import type { ApplicationRow } from '@/lib/applications/pipeline';
import type { ApplicationSource } from '@/lib/applications/stages';
import type { CandidateListQuery, CandidateRecord, CandidateSummary } from './schemas';

const fullName = sql<string>`trim(${candidates.firstName} || coalesce(' ' || ${candidates.middleName}, '') || coalesce(' ' || ${candidates.lastName}, ''))`;

// Subqueries about the listed candidate, with their own aliases: Drizzle leaves the table name off the
// columns of a one-table select, so `id` alone would be ambiguous inside them.
/** A column of the candidate's newest application (`na`) or its job (`nj`): what the list shows beside the name. */
const newestApplication = <T>(column: 'na.source' | 'nj.job_code' | 'nj.title') =>
  sql<T | null>`(SELECT ${sql.raw(column)} FROM applications na JOIN jobs nj ON nj.id = na.job_id WHERE na.candidate_id = candidates.id ORDER BY na.id DESC LIMIT 1)`;

/** Candidates newest first, searched by name, e-mail or mobile, filtered by a job they applied to and by their stage. */
export async function listCandidates(db: Db, query: CandidateListQuery): Promise<{ items: CandidateSummary[]; total: number }> {
  const pattern = query.q === undefined ? undefined : likeContains(query.q);
  // Case-insensitive on both databases: SQLite's LIKE ignores case (ASCII), PostgreSQL's does not.
  const like = (column: SQLWrapper) => sql`lower(${column}) LIKE lower(${pattern}) ESCAPE '\\'`;
  const where = and(
    query.status ? eq(candidates.stage, query.status) : undefined,
    query.jobCode
      ? sql`EXISTS (SELECT 1 FROM applications ja JOIN jobs jj ON jj.id = ja.job_id WHERE ja.candidate_id = candidates.id AND jj.job_code = ${query.jobCode})`
      : undefined,
    pattern ? or(like(fullName), like(candidates.primaryEmail), like(candidates.mobileNumber)) : undefined,
  );
  const rows = await db
    .select({
      candidateId: candidates.candidateId,
      fullName,
      primaryEmail: candidates.primaryEmail,
      mobileNumber: candidates.mobileNumber,
      status: candidates.stage,
      source: newestApplication<ApplicationSource>('na.source'),
      jobCode: newestApplication<string>('nj.job_code'),
      jobTitle: newestApplication<string>('nj.title'),
      // PostgreSQL's count is a 64-bit integer, which its driver hands over as text.
      applicationCount: sql<number>`(SELECT count(*) FROM applications ca WHERE ca.candidate_id = candidates.id)`.mapWith(Number),
      resumeFileId: candidates.resumeFileId,
      createdAt: candidates.createdAt,
    })
    .from(candidates)
    .where(where)
    .orderBy(desc(candidates.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ n: count() }).from(candidates).where(where);
  const total = counted?.n ?? 0;
  return { items: rows.map(({ resumeFileId, ...row }) => ({ ...row, hasResume: resumeFileId !== null })), total };
}

const jobRowId = preparedQuery('job_row_id', (db) => db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, sql.placeholder('jobCode'))));
// One statement for the application a move or a note is about; the separate lookups only tell which is missing.
const applicationByCodes = preparedQuery('application_by_codes', (db) =>
  db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      candidateId: applications.candidateId,
      stage: applications.stage,
      // The move's notice goes to a referrer only: without one, it needs no read.
      referred: sql<boolean>`EXISTS (SELECT 1 FROM ${referrals} WHERE ${referrals.applicationId} = ${applications.id})`.mapWith(Boolean),
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(candidates.candidateId, sql.placeholder('candidateId')), eq(jobs.jobCode, sql.placeholder('jobCode')))),
);

/** The candidate's application to a job, for a move or a note: 404 when either is missing. */
export async function candidateApplication(db: Db, candidateId: string, jobCode: string): Promise<ApplicationRow> {
  const [found] = await applicationByCodes(db).execute({ candidateId, jobCode });
  if (found) return found;
  // An unknown candidate is told as such once the job is known (internalId throws).
  const [job] = await jobRowId(db).execute({ jobCode });
  if (job) await internalId(db, candidateId);
  throw new ApiError('not_found', `${candidateId} has not applied to ${jobCode}.`, { errors: [{ path: 'jobCode', message: 'No application to this job' }] });
}

// Prepared once per connection: a recruiter's move answers with the record, read again after every write.
const candidateRowId = preparedQuery('candidate_row_id', (db) =>
  db.select({ id: candidates.id }).from(candidates).where(eq(candidates.candidateId, sql.placeholder('candidateId'))),
);
// The candidate, their resume's type and size, their sections, applications and notes (as JSON lists, see jsonRows) in one statement.
const candidateWithSections = preparedQuery('candidate_with_sections', (db) =>
  db
    .select({
      c: candidates,
      file: { contentType: storedFiles.contentType, size: storedFiles.size },
      addresses: jsonRows(db, candidateAddresses, eq(candidateAddresses.candidateId, candidates.id)),
      tags: jsonRows(db, candidateTags, eq(candidateTags.candidateId, candidates.id), candidateTags.position),
      experience: jsonRows(db, candidateExperience, eq(candidateExperience.candidateId, candidates.id), candidateExperience.position),
      education: jsonRows(db, candidateEducation, eq(candidateEducation.candidateId, candidates.id), candidateEducation.position),
      applications: applicationsJson(db),
      notes: notesJson(db),
      createdByName: actorNameSql(candidates.createdBy),
    })
    .from(candidates)
    .leftJoin(storedFiles, eq(storedFiles.id, candidates.resumeFileId))
    .where(eq(candidates.candidateId, sql.placeholder('candidateId'))),
);

async function internalId(db: Db, candidateId: string): Promise<number> {
  const [row] = await candidateRowId(db).execute({ candidateId });
  if (!row) throw new ApiError('not_found', `No candidate ${candidateId}.`);
  return row.id;
}

/** Drops null properties, so sections read back exactly as they were sent. */
function present<T extends Record<string, unknown>>(row: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
}

// A candidate's page is read again and again while recruiters work on it. Its sections change only with
// its row, its applications' histories only with them; job titles and people's names are in the record too.
const records = versionedCache<CandidateRecord>(['candidates', 'applications', 'candidate_notes', 'referrals', 'jobs', 'employees', 'api_clients'], 500);

/** One candidate with every section, its applications and its notes, for recruiters. */
export function candidateRecord(db: Db, candidateId: string): Promise<CandidateRecord> {
  return records(db, candidateId, () => readCandidateRecord(db, candidateId));
}

/**
 * The record as a write on `tx` leaves it, for the write to answer with: read after its COMMIT, in the
 * COMMIT's round trip on PostgreSQL (readAfterCommit). Call the function it returns once the write returned.
 */
export function candidateRecordAfterCommit(tx: Db, candidateId: string): () => Promise<CandidateRecord> {
  return readAfterCommit(tx, (db) => readCandidateRecord(db, candidateId));
}

async function readCandidateRecord(db: Db, candidateId: string): Promise<CandidateRecord> {
  const [row] = await candidateWithSections(db).execute({ candidateId });
  if (!row) throw new ApiError('not_found', `No candidate ${candidateId}.`);
  const { c } = row;
  const { applications: applied, notes } = candidateActivity(row.applications, row.notes);
  const createdByName = actorShown(c.createdBy, row.createdByName);
  const addresses = JSON.parse(row.addresses) as (typeof candidateAddresses.$inferSelect)[];
  const address = (kind: 'current' | 'permanent') => {
    const found = addresses.find((a) => a.kind === kind);
    if (!found) return null;
    const { candidateId: _id, kind: _kind, ...fields } = found;
    return present(fields);
  };
  const tags = JSON.parse(row.tags) as (typeof candidateTags.$inferSelect)[];
  const experience = JSON.parse(row.experience) as (typeof candidateExperience.$inferSelect)[];
  const education = JSON.parse(row.education) as (typeof candidateEducation.$inferSelect)[];
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
    expInYears: c.expInYears,
    expInMonths: c.expInMonths,
    expectedSalary: c.expectedSalary,
    noticePeriod: c.noticePeriod,
    status: c.stage,
    languages: tags.filter((t) => t.kind === 'language').map((t) => t.value),
    skills: tags.filter((t) => t.kind === 'skill').map((t) => t.value),
    currentAddress: address('current'),
    permanentAddress: address('permanent'),
    education: education.map(({ candidateId: _id, position: _p, ...fields }) => present(fields)),
    internshipExperience: experienceOf('internship'),
    workExperience: experienceOf('work'),
    resume: row.file?.contentType
      ? { url: `/api/v1/candidate/${c.candidateId}/resume`, extension: c.resumeExtension, contentType: row.file.contentType, size: row.file.size ?? 0 }
      : null,
    applications: applied,
    notes,
    createdBy: c.createdBy,
    createdByName,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** The candidate's resume bytes, or a 404 when there is none. */
export async function candidateResume(db: Db, candidateId: string): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
  const [row] = await db
    .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, extension: candidates.resumeExtension })
    .from(candidates)
    .innerJoin(storedFiles, eq(storedFiles.id, candidates.resumeFileId))
    .where(eq(candidates.candidateId, candidateId));
  if (!row) throw new ApiError('not_found', `Candidate ${candidateId} has no resume on file.`);
  return { bytes: row.bytes, contentType: row.contentType, extension: row.extension ?? 'bin' };
}
