// Writing the one pipeline: an application arrives, moves, and each move is kept (who, when, why). Every
// function runs on `db` inside the caller's write transaction, so the stage, its history, the referral's
// bonus, the candidate's derived stage and the notifications change together or not at all.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, WriteScope } from '@/db/client';
import { driverValue, preparedAtCommit, preparedCodedInsert, preparedQuery, rowInsertAtCommit } from '@/db/prepared';
import { applicationHistory, applications, candidateNotes, candidates, referrals } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { notifyStageChange } from '@/lib/notifications/events';
import { nowIso, orgDate } from '@/lib/time';
import { canMoveTo, STAGE_LABELS, type ApplicationSource, type ApplicationStage } from './stages';

export interface ApplicationRow {
  id: number;
  applicationId: string;
  candidateId: number;
  stage: ApplicationStage;
  /** Whether a referral is of this application, when the read that found it asked: a move of one nobody referred tells nobody. */
  referred?: boolean;
}

// Prepared once per connection: applications arrive and move under load (referrals, the career site,
// recruiters' boards), and building these with Drizzle each time cost more than running them.
const applicationStatement = preparedQuery('application_of_candidate_job', (db) =>
  db
    .select({ id: applications.id, applicationId: applications.applicationId, candidateId: applications.candidateId, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.candidateId, sql.placeholder('candidateId')), eq(applications.jobId, sql.placeholder('jobId')))),
);
// Nothing in a write reads the application back after moving it, so on PostgreSQL the move goes with the
// COMMIT (preparedAtCommit) and costs no round trip of its own. The stage it was read at still holds then:
// every move runs under its candidate's lock (candidateMoveScope) or the whole database's (a write without
// a scope), so no other move of the application can come between. The stage in the WHERE is a second guard.
const moveStatement = preparedAtCommit('move_application', (db) =>
  db
    .update(applications)
    .set({ stage: driverValue('to'), updatedBy: driverValue('actor'), updatedAt: driverValue('now') })
    .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.stage, sql.placeholder('from')))),
);
// Hiring makes a promised bonus due (dueOn is today); any other ending means there will be none (dueOn is
// null, which keeps the date there was).
const settleBonusStatement = preparedAtCommit('settle_referral_bonus', (db) =>
  db
    .update(referrals)
    .set({
      bonusStatus: driverValue('bonusStatus'),
      bonusDueOn: sql`coalesce(${sql.placeholder('dueOn')}, ${referrals.bonusDueOn})`,
      updatedAt: driverValue('now'),
    })
    .where(and(eq(referrals.applicationId, sql.placeholder('id')), eq(referrals.bonusStatus, 'pending'))),
);
// Hired if any application is, else the furthest open stage, else the latest ending; null with none.
const candidateStageStatement = preparedAtCommit('refresh_candidate_stage', (db) =>
  db
    .update(candidates)
    .set({
      stage: sql`(
        SELECT a.stage FROM applications a WHERE a.candidate_id = ${sql.placeholder('candidateId')}
        ORDER BY CASE a.stage WHEN 'hired' THEN 6 WHEN 'offered' THEN 5 WHEN 'interviewing' THEN 4 WHEN 'screening' THEN 3 WHEN 'applied' THEN 2 ELSE 1 END DESC,
          a.updated_at DESC, a.id DESC
        LIMIT 1)`,
    })
    .where(eq(candidates.id, sql.placeholder('candidateId'))),
);
const insertApplication = preparedCodedInsert(applications, 'applicationId', 'APP');
const insertMove = rowInsertAtCommit(applicationHistory);

async function applicationOf(db: Db, candidateRowId: number, jobId: number): Promise<ApplicationRow | undefined> {
  const [row] = await applicationStatement(db).execute({ candidateId: candidateRowId, jobId });
  return row;
}

export interface NewApplication {
  candidateId: number;
  /** The candidate was created in this transaction, so has no application to the job yet: none is looked for. */
  newCandidate?: boolean;
  jobId: number;
  source: ApplicationSource;
  /** `screening` when a recruiter or a system sends it in already reviewed (the spec's `inReview`). */
  stage: 'applied' | 'screening';
  actor: string;
  /** The new application's id, when the write drew it already (reservedIds in db/prepared.ts). */
  reservedId?: number;
}

/**
 * The candidate's application to the job: a new one at its first stage (with that arrival in its
 * history), or the one already there (`added` false), whatever brought either in.
 */
export async function addApplication(db: Db, input: NewApplication): Promise<ApplicationRow & { added: boolean }> {
  const existing = input.newCandidate ? undefined : await applicationOf(db, input.candidateId, input.jobId);
  if (existing) return { ...existing, added: false };
  const now = nowIso();
  const { id, code: applicationId } = await insertApplication(db, {
    candidateId: input.candidateId,
    jobId: input.jobId,
    stage: input.stage,
    source: input.source,
    createdBy: input.actor,
    createdAt: now,
    updatedBy: input.actor,
    updatedAt: now,
  }, input.reservedId);
  await insertMove(db, { applicationId: id, toStage: input.stage, movedBy: input.actor, movedAt: now });
  await refreshCandidateStage(db, input.candidateId);
  return { id, applicationId, candidateId: input.candidateId, stage: input.stage, added: true };
}

/**
 * The scope of moving one of a candidate's applications (WriteScope in db/client.ts). The move itself needs
 * none: the stage in its WHERE makes a concurrent move of the same application lose. But the candidate's
 * stage is worked out from all their applications, which a move of another one could change unseen, so a
 * candidate's moves go one at a time. Whatever else adds or moves applications (arrivals, referrals'
 * moves) takes no scope, so it waits for these and they for it.
 */
export function candidateMoveScope(candidateId: string): WriteScope {
  return { locks: [`candidate:${candidateId}`] };
}

/** How a refused move names what was asked to move, and its current state, in the caller's words. */
export interface MoveSubject {
  name: string;
  currentStatus: (stage: ApplicationStage) => string;
}

/**
 * Moves an application one step along the pipeline and keeps the move. Hiring makes a referral's promised
 * bonus due, any other ending means there will be none; the referrer hears of the move.
 */
export async function moveApplication(
  db: Db,
  application: ApplicationRow,
  to: ApplicationStage,
  note: string | undefined,
  actor: string,
  subject: MoveSubject = { name: `Application ${application.applicationId}`, currentStatus: (stage) => stage },
): Promise<void> {
  const from = application.stage;
  if (!canMoveTo(from, to)) {
    throw new ApiError('conflict_state', `${subject.name} is ${STAGE_LABELS[from].toLowerCase()}; it cannot move to ${STAGE_LABELS[to].toLowerCase()}.`, {
      extra: { currentStatus: subject.currentStatus(from) },
    });
  }
  const now = nowIso();
  await moveStatement(db, { id: application.id, from, to, actor, now });
  await insertMove(db, { applicationId: application.id, fromStage: from, toStage: to, note: note || null, movedBy: actor, movedAt: now });
  if (to === 'hired' || to === 'rejected' || to === 'withdrawn') {
    const hired = to === 'hired';
    await settleBonusStatement(db, { id: application.id, bonusStatus: hired ? 'due' : 'none', dueOn: hired ? orgDate() : null, now });
  }
  await refreshCandidateStage(db, application.candidateId);
  if (application.referred !== false) await notifyStageChange(db, application.id, to, actor);
}

/** A candidate's stage is derived from their applications, and kept on the candidate so lists filter by it. */
export async function refreshCandidateStage(db: Db, candidateRowId: number): Promise<void> {
  // Nothing in a write reads the candidate's stage after changing an application: on PostgreSQL the
  // refresh goes with the COMMIT (preparedAtCommit), after every change of the write.
  await candidateStageStatement(db, { candidateId: candidateRowId });
}

/** A recruiter's note on an application. */
export async function addNote(db: Db, application: ApplicationRow, body: string, author: string): Promise<{ noteId: number; createdAt: string }> {
  const createdAt = nowIso();
  const [note] = await db
    .insert(candidateNotes)
    .values({ candidateId: application.candidateId, applicationId: application.id, body, author, createdAt })
    .returning({ id: candidateNotes.id });
  return { noteId: Number(note?.id), createdAt };
}
