// Reading the one pipeline: a candidate's applications with their histories and notes, a job's applicants
// by stage, and the names of whoever acted (screens show names, never usernames or ids).
import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { isPostgres, type Db } from '@/db/client';
import { jsonFirstRow, jsonRows, nestedJson, preparedQuery } from '@/db/prepared';
import { apiClients, applicationHistory, applications, candidateNotes, candidates, employees, jobs, referrals } from '@/db/schema';
import { versionedCache } from '@/db/versioned-cache';
import { APPLICATION_STAGES, type ApplicationSource, type ApplicationStage } from './stages';

const GUEST_NAME = 'the candidate, on the career site';

/**
 * `column` is one of the values of the JSON array bound as `name` (strings, or whole numbers for an integer
 * column): one statement, prepared once, for a list of any length. Each database unpacks a JSON array with
 * its own function; PostgreSQL's gives text, so an integer column's values are cast back.
 */
function inJsonList(db: Db, column: SQLiteColumn, name: string, values: 'text' | 'integer' = 'text'): SQL {
  const list = sql.placeholder(name);
  if (!isPostgres(db)) return sql`${column} IN (SELECT value FROM json_each(${list}))`;
  return values === 'integer' ? sql`${column} IN (SELECT json_array_elements_text(${list}::json)::bigint)` : sql`${column} IN (SELECT json_array_elements_text(${list}::json))`;
}

// One statement for every kind of actor, prepared once per connection: a page names several people.
const namesOf = preparedQuery('actor_names', (db) =>
  db
    .select({ key: employees.username, name: employees.displayName })
    .from(employees)
    .where(inJsonList(db, employees.username, 'actors'))
    .unionAll(db.select({ key: apiClients.clientId, name: apiClients.name }).from(apiClients).where(inJsonList(db, apiClients.clientId, 'actors'))),
);

/**
 * What people read for each actor: an employee's display name, a connected system's name, the candidate
 * themselves for a career-site guest; anything unknown as it was stored (actorShown).
 */
export async function actorNames(db: Db, actors: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(actors)];
  const asked = wanted.filter((actor) => !actor.startsWith('guest:'));
  const found = new Map<string, string>();
  if (asked.length) for (const { key, name } of await namesOf(db).execute({ actors: JSON.stringify(asked) })) found.set(key, name);
  return new Map(wanted.map((actor) => [actor, actorShown(actor, found.get(actor) ?? null)]));
}

/**
 * The name of the actor in `actor` (a column), in the statement that reads it: a connected system's name,
 * else an employee's (the precedence of actorNames), else null, which actorShown turns into what people read.
 */
export function actorNameSql(actor: SQL | SQLiteColumn): SQL<string | null> {
  return sql<string | null>`coalesce((SELECT ${apiClients.name} FROM ${apiClients} WHERE ${apiClients.clientId} = ${actor}), (SELECT ${employees.displayName} FROM ${employees} WHERE ${employees.username} = ${actor}))`;
}

/** What people read for an actor, given the name actorNameSql found (null: a career-site guest, or anyone unknown as stored). */
export function actorShown(actor: string, name: string | null): string {
  return name ?? (actor.startsWith('guest:') ? GUEST_NAME : actor);
}

export interface StageMove {
  from: ApplicationStage | null;
  to: ApplicationStage;
  note: string | null;
  by: string;
  byName: string;
  at: string;
}

const historiesStatement = preparedQuery('application_histories', (db) =>
  db.select().from(applicationHistory).where(inJsonList(db, applicationHistory.applicationId, 'ids', 'integer')).orderBy(asc(applicationHistory.id)),
);

/** The moves of these applications, oldest first, in one query; `names` gains every actor's name. */
export async function historiesOf(db: Db, applicationRowIds: number[]): Promise<Map<number, StageMove[]>> {
  const byApplication = new Map<number, StageMove[]>();
  if (!applicationRowIds.length) return byApplication;
  const moves = await historiesStatement(db).execute({ ids: JSON.stringify(applicationRowIds) });
  const names = await actorNames(
    db,
    moves.map((m) => m.movedBy),
  );
  for (const m of moves) {
    const list = byApplication.get(m.applicationId) ?? [];
    list.push(moveNamed(m, names.get(m.movedBy) ?? m.movedBy));
    byApplication.set(m.applicationId, list);
  }
  return byApplication;
}

type StoredMove = typeof applicationHistory.$inferSelect;

function moveNamed(m: StoredMove, byName: string): StageMove {
  return { from: m.fromStage, to: m.toStage, note: m.note, by: m.movedBy, byName, at: m.movedAt };
}

export interface CandidateNote {
  noteId: number;
  applicationId: string | null;
  body: string;
  author: string;
  authorName: string;
  createdAt: string;
}

export interface CandidateApplication {
  applicationId: string;
  jobCode: string;
  jobTitle: string;
  stage: ApplicationStage;
  source: ApplicationSource;
  referralId: string | null;
  referrer: { username: string; displayName: string } | null;
  history: StageMove[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A candidate's applications, newest first, each with its job, its referral (the first, were there two:
 * possible only before applications existed) and its history, everyone named (actorNameSql): a JSON list
 * for the candidate's own statement (readCandidateRecord), which is then the whole record's one read.
 */
export function applicationsJson(db: Db): SQL<string> {
  return jsonRows(db, applications, eq(applications.candidateId, candidates.id), desc(applications.id), {
    job: nestedJson(db, jsonFirstRow(db, jobs, { code: jobs.jobCode, title: jobs.title }, eq(jobs.id, applications.jobId))),
    referral: nestedJson(
      db,
      jsonFirstRow(db, referrals, { referralId: referrals.referralId, referrer: referrals.referrer, referrerName: actorNameSql(referrals.referrer) }, eq(referrals.applicationId, applications.id), referrals.id),
    ),
    history: nestedJson(db, jsonRows(db, applicationHistory, eq(applicationHistory.applicationId, applications.id), applicationHistory.id, { byName: actorNameSql(applicationHistory.movedBy) })),
  });
}

/** A candidate's notes, oldest first, for the candidate's own statement (readCandidateRecord). */
export function notesJson(db: Db): SQL<string> {
  return jsonRows(db, candidateNotes, eq(candidateNotes.candidateId, candidates.id), candidateNotes.id, {
    applicationCode: sql`(SELECT a.application_id FROM applications a WHERE a.id = ${candidateNotes.applicationId})`,
    authorName: actorNameSql(candidateNotes.author),
  });
}

type StoredApplication = typeof applications.$inferSelect & {
  job: { code: string; title: string };
  referral: { referralId: string; referrer: string; referrerName: string | null } | null;
  history: (StoredMove & { byName: string | null })[];
};
type StoredNote = typeof candidateNotes.$inferSelect & { applicationCode: string | null; authorName: string | null };

/** A candidate's applications and notes as their record shows them, from applicationsJson and notesJson. */
export function candidateActivity(applicationsText: string, notesText: string): { applications: CandidateApplication[]; notes: CandidateNote[] } {
  const stored = JSON.parse(applicationsText) as StoredApplication[];
  const notes = JSON.parse(notesText) as StoredNote[];
  return {
    applications: stored.map((a) => ({
      applicationId: a.applicationId,
      jobCode: a.job.code,
      jobTitle: a.job.title,
      stage: a.stage,
      source: a.source,
      referralId: a.referral?.referralId ?? null,
      referrer: a.referral ? { username: a.referral.referrer, displayName: actorShown(a.referral.referrer, a.referral.referrerName) } : null,
      history: a.history.map((m) => moveNamed(m, actorShown(m.movedBy, m.byName))),
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    })),
    notes: notes.map((n) => ({
      noteId: n.id,
      applicationId: n.applicationCode,
      body: n.body,
      author: n.author,
      authorName: actorShown(n.author, n.authorName),
      createdAt: n.createdAt,
    })),
  };
}

const fullName = sql<string>`trim(${candidates.firstName} || coalesce(' ' || ${candidates.middleName}, '') || coalesce(' ' || ${candidates.lastName}, ''))`;

export interface JobApplicant {
  applicationId: string;
  candidateId: string;
  fullName: string;
  stage: ApplicationStage;
  source: ApplicationSource;
  referrerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobApplicantsPage {
  items: JobApplicant[];
  total: number;
  byStage: Record<ApplicationStage, number>;
}

// Recruiters reread a job's list far more often than its applicants move; counting a busy job's stages
// alone reads thousands of index entries.
const applicantPages = versionedCache<JobApplicantsPage>(['applications', 'candidates', 'referrals', 'employees'], 200);
const stageCounts = versionedCache<Record<ApplicationStage, number>>(['applications'], 200);

function countByStage(db: Db, jobId: number): Promise<Record<ApplicationStage, number>> {
  return stageCounts(db, String(jobId), async () => {
    const counts = await db.select({ stage: applications.stage, n: count() }).from(applications).where(eq(applications.jobId, jobId)).groupBy(applications.stage);
    return Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, counts.find((c) => c.stage === stage)?.n ?? 0])) as Record<ApplicationStage, number>;
  });
}

/** A job's applicants newest first, optionally at one stage, with how many are at each stage. */
export function jobApplicants(db: Db, jobId: number, page: { stage?: ApplicationStage; offset: number; limit: number }): Promise<JobApplicantsPage> {
  return applicantPages(db, `${jobId}:${page.stage ?? ''}:${page.offset}:${page.limit}`, () => readJobApplicants(db, jobId, page));
}

async function readJobApplicants(db: Db, jobId: number, page: { stage?: ApplicationStage; offset: number; limit: number }): Promise<JobApplicantsPage> {
  const where = and(eq(applications.jobId, jobId), page.stage ? eq(applications.stage, page.stage) : undefined);
  const rows = await db
    .select({
      applicationId: applications.applicationId,
      candidateId: candidates.candidateId,
      fullName,
      stage: applications.stage,
      source: applications.source,
      referrer: sql<string | null>`(SELECT ${referrals.referrer} FROM ${referrals} WHERE ${referrals.applicationId} = ${applications.id} ORDER BY ${referrals.id} LIMIT 1)`,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(where)
    .orderBy(desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
  const names = await actorNames(
    db,
    rows.flatMap((r) => (r.referrer ? [r.referrer] : [])),
  );
  const byStage = await countByStage(db, jobId);
  const total = page.stage ? byStage[page.stage] : Object.values(byStage).reduce((sum, n) => sum + n, 0);
  const items: JobApplicant[] = rows.map(({ referrer, ...r }) => ({ ...r, referrerName: referrer ? (names.get(referrer) ?? referrer) : null }));
  return { items, total, byStage };
}
