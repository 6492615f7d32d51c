// The move to one pipeline (db/migrations/0023_applications.sql and 0024_one_pipeline.sql) on a database
// holding what the product wrote before it: candidates with a status of their own, referrals with theirs,
// and both histories. Nothing recorded may be lost: every row keeps its id, every status becomes a stage,
// every move is an application's history or, where no application can carry it, a note.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase, type Db } from '@/db/client';
import { candidateRecord } from '@/lib/candidates/queries';
import { listReferrals } from '@/lib/referrals/queries';

type OldCandidateStatus = 'new' | 'in_review' | 'shortlisted' | 'hired' | 'rejected';
type OldReferralStatus = 'submitted' | 'screening' | 'interviewing' | 'offered' | 'hired' | 'rejected' | 'withdrawn';
/** A move as both old history tables kept it: [from, to, note, by]. */
type Move<S> = [S | null, S, string | null, string];

/** Instants in the order the story happened: minute `n` of a January morning. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 5, 9, n)).toISOString();

const JOBS = [
  { id: 1, code: 'JOB-000001', createdBy: 'recruiter' },
  { id: 2, code: 'JOB-000002', createdBy: 'admin' },
  { id: 3, code: 'JOB-000003', createdBy: 'cli_0123456789abcdef' },
];

interface OldCandidate {
  id: number;
  jobId: number | null;
  status: OldCandidateStatus;
  source: 'career_site' | 'recruiter' | 'api' | 'referral';
  referredBy?: string;
  createdBy: string;
  history: Move<OldCandidateStatus>[];
}

const CANDIDATES: OldCandidate[] = [
  // Applied on the career site to job 1; referred to job 2 later (referral 4).
  { id: 1, jobId: 1, status: 'new', source: 'career_site', createdBy: 'guest:g1', history: [[null, 'new', null, 'guest:g1']] },
  { id: 2, jobId: 1, status: 'in_review', source: 'recruiter', createdBy: 'recruiter', history: [[null, 'new', null, 'recruiter'], ['new', 'in_review', 'Good CV', 'recruiter']] },
  {
    id: 3,
    jobId: 2,
    status: 'shortlisted',
    source: 'api',
    createdBy: 'cli_0123456789abcdef',
    history: [[null, 'in_review', null, 'cli_0123456789abcdef'], ['in_review', 'shortlisted', 'Call back on Monday', 'recruiter']],
  },
  {
    id: 4,
    jobId: 2,
    status: 'hired',
    source: 'recruiter',
    createdBy: 'recruiter',
    history: [[null, 'new', null, 'recruiter'], ['new', 'in_review', null, 'recruiter'], ['in_review', 'shortlisted', null, 'admin'], ['shortlisted', 'hired', 'Joins in March', 'admin']],
  },
  { id: 5, jobId: 1, status: 'rejected', source: 'career_site', createdBy: 'guest:g5', history: [[null, 'new', null, 'guest:g5'], ['new', 'rejected', 'Not a fit', 'recruiter']] },
  // Without a job: their moves can only be notes.
  { id: 6, jobId: null, status: 'in_review', source: 'recruiter', createdBy: 'recruiter', history: [[null, 'new', null, 'recruiter'], ['new', 'in_review', 'Keep warm for Q3', 'recruiter']] },
  { id: 7, jobId: null, status: 'new', source: 'api', createdBy: 'cli_0123456789abcdef', history: [[null, 'new', null, 'cli_0123456789abcdef']] },
  // Created by referral 1 (job 1), then moved on the candidate's side too; referral 6 is a second referral of them to job 1.
  {
    id: 8,
    jobId: 1,
    status: 'in_review',
    source: 'referral',
    referredBy: 'employee',
    createdBy: 'employee',
    history: [[null, 'new', null, 'employee'], ['new', 'in_review', 'Recruiter had a look', 'recruiter']],
  },
  // Applied on the career site to job 2 and moved there, then referred to the same job (referral 2).
  { id: 9, jobId: 2, status: 'in_review', source: 'career_site', createdBy: 'guest:g9', history: [[null, 'new', null, 'guest:g9'], ['new', 'in_review', null, 'recruiter']] },
  // Added without a job, then referred to job 3 (referral 3) and hired through it.
  { id: 10, jobId: null, status: 'new', source: 'recruiter', createdBy: 'recruiter', history: [[null, 'new', null, 'recruiter']] },
  // Created by referral 5 (job 3), which was withdrawn.
  { id: 11, jobId: 3, status: 'new', source: 'referral', referredBy: 'employee2', createdBy: 'employee2', history: [[null, 'new', null, 'employee2']] },
];

interface OldReferral {
  id: number;
  candidateId: number;
  jobId: number;
  referrer: string;
  status: OldReferralStatus;
  bonus: { amount: number | null; status: 'pending' | 'due' | 'none'; dueOn: string | null };
  history: Move<OldReferralStatus>[];
}

const REFERRALS: OldReferral[] = [
  {
    id: 1,
    candidateId: 8,
    jobId: 1,
    referrer: 'employee',
    status: 'interviewing',
    bonus: { amount: 50_000, status: 'pending', dueOn: null },
    history: [[null, 'submitted', null, 'employee'], ['submitted', 'screening', 'Looks good', 'recruiter'], ['screening', 'interviewing', null, 'recruiter']],
  },
  { id: 2, candidateId: 9, jobId: 2, referrer: 'employee2', status: 'submitted', bonus: { amount: 20_000, status: 'pending', dueOn: null }, history: [[null, 'submitted', null, 'employee2']] },
  {
    id: 3,
    candidateId: 10,
    jobId: 3,
    referrer: 'employee',
    status: 'hired',
    bonus: { amount: 75_000, status: 'due', dueOn: '2026-01-20' },
    history: [
      [null, 'submitted', null, 'employee'],
      ['submitted', 'screening', null, 'recruiter'],
      ['screening', 'interviewing', null, 'recruiter'],
      ['interviewing', 'offered', null, 'recruiter'],
      ['offered', 'hired', 'Offer accepted', 'recruiter'],
    ],
  },
  {
    id: 4,
    candidateId: 1,
    jobId: 2,
    referrer: 'manager',
    status: 'rejected',
    bonus: { amount: 20_000, status: 'none', dueOn: null },
    history: [[null, 'submitted', null, 'manager'], ['submitted', 'screening', null, 'recruiter'], ['screening', 'rejected', 'Position filled', 'recruiter']],
  },
  {
    id: 5,
    candidateId: 11,
    jobId: 3,
    referrer: 'employee2',
    status: 'withdrawn',
    bonus: { amount: null, status: 'none', dueOn: null },
    history: [[null, 'submitted', null, 'employee2'], ['submitted', 'withdrawn', 'Took another offer', 'employee2']],
  },
  // The same person as referral 1 and the same job, found then by the mobile number under another e-mail.
  {
    id: 6,
    candidateId: 8,
    jobId: 1,
    referrer: 'employee2',
    status: 'screening',
    bonus: { amount: 50_000, status: 'pending', dueOn: null },
    history: [[null, 'submitted', null, 'employee2'], ['submitted', 'screening', 'Second look', 'recruiter']],
  },
];

const STAGE_OF_CANDIDATE_STATUS: Record<OldCandidateStatus, string> = { new: 'applied', in_review: 'screening', shortlisted: 'interviewing', hired: 'hired', rejected: 'rejected' };
const stageOfReferralStatus = (status: OldReferralStatus) => (status === 'submitted' ? 'applied' : status);
const candidateCode = (id: number) => `CAND-${String(id).padStart(6, '0')}`;
const referralCode = (id: number) => `REF-${String(id).padStart(6, '0')}`;

/** Writes the old rows as the product did, move by move, each at its own instant. */
function writeOldData(sqlite: Database.Database): void {
  let clock = 0;
  sqlite.prepare("INSERT INTO business_units (org_unit_code, name) VALUES ('TECH', 'Technology')").run();
  const job = sqlite.prepare(
    `INSERT INTO jobs (id, job_code, title, description, org_unit_code, employment_type, min_exp, max_exp, openings, status, referral_bonus,
       created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, ?, 'A job from before applications existed.', 'TECH', 'full_time', 1, 5, 1, 'open', 50000, ?, ?, ?, ?)`,
  );
  for (const j of JOBS) job.run(j.id, j.code, `Job ${j.id}`, j.createdBy, at(clock), j.createdBy, at(clock++));

  const candidate = sqlite.prepare(
    `INSERT INTO candidates (id, candidate_id, first_name, last_name, primary_email, primary_email_key, mobile_number, mobile_key, referred_by, status, source, job_id,
       created_by, created_at, updated_by, updated_at)
     VALUES (@id, @code, @firstName, 'Old', @email, @email, @mobile, @mobile, @referredBy, @status, @source, @jobId, @createdBy, @createdAt, @updatedBy, @updatedAt)`,
  );
  const candidateMove = sqlite.prepare('INSERT INTO candidate_status_history (candidate_id, from_status, to_status, note, moved_by, moved_at) VALUES (?, ?, ?, ?, ?, ?)');
  const tag = sqlite.prepare("INSERT INTO candidate_tags (candidate_id, kind, position, value) VALUES (?, 'skill', 0, ?)");
  const referral = sqlite.prepare(
    `INSERT INTO referrals (id, referral_id, job_id, candidate_id, referrer, candidate_name, email, email_key, mobile_number, mobile_key, status,
       bonus_amount, bonus_currency, bonus_status, bonus_due_on, created_by, created_at, updated_by, updated_at)
     VALUES (@id, @code, @jobId, @candidateId, @referrer, @name, @email, @email, NULL, NULL, @status, @amount, @currency, @bonusStatus, @dueOn, @referrer, @createdAt, 'recruiter', @updatedAt)`,
  );
  const referralMove = sqlite.prepare('INSERT INTO referral_history (referral_id, from_status, to_status, note, moved_by, moved_at) VALUES (?, ?, ?, ?, ?, ?)');

  for (const c of CANDIDATES) {
    const createdAt = at(clock);
    const updatedAt = at(clock + c.history.length - 1);
    candidate.run({
      id: c.id,
      code: candidateCode(c.id),
      firstName: `Person${c.id}`,
      email: `person.${c.id}@example.com`,
      mobile: `+9190000000${String(c.id).padStart(2, '0')}`,
      referredBy: c.referredBy ?? null,
      status: c.status,
      source: c.source,
      jobId: c.jobId,
      createdBy: c.createdBy,
      createdAt,
      updatedBy: c.history.at(-1)?.[3] ?? c.createdBy,
      updatedAt,
    });
    for (const [from, to, note, by] of c.history) candidateMove.run(c.id, from, to, note, by, at(clock++));
    tag.run(c.id, `Skill of ${c.id}`);
  }
  for (const r of REFERRALS) {
    const createdAt = at(clock);
    const updatedAt = at(clock + r.history.length - 1);
    referral.run({
      id: r.id,
      code: referralCode(r.id),
      jobId: r.jobId,
      candidateId: r.candidateId,
      referrer: r.referrer,
      name: `Person${r.candidateId} Old`,
      email: `referred.${r.id}@example.com`,
      status: r.status,
      amount: r.bonus.amount,
      currency: r.bonus.amount === null ? null : 'INR',
      bonusStatus: r.bonus.status,
      dueOn: r.bonus.dueOn,
      createdAt,
      updatedAt,
    });
    for (const [from, to, note, by] of r.history) referralMove.run(r.id, from, to, note, by, at(clock++));
  }
}

let dir: string;
let db: Db;
let sqlite: Database.Database;
/** The old rows as they were just before the migrations ran. */
let before: { candidateMoves: Record<string, unknown>[]; referralMoves: Record<string, unknown>[]; candidates: Record<string, unknown>[]; referrals: Record<string, unknown>[] };

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-pipeline-migration-'));
  // The migrations as they were up to 0022: the same files, with the journal cut there.
  const folder = path.join(dir, 'migrations');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 22);
  fs.writeFileSync(journalFile, JSON.stringify(journal));

  db = openDatabase(path.join(dir, 'hr.db'));
  sqlite = db.$client;
  migrate(db, { migrationsFolder: folder });
  writeOldData(sqlite);
  before = {
    candidateMoves: sqlite.prepare('SELECT * FROM candidate_status_history ORDER BY id').all() as Record<string, unknown>[],
    referralMoves: sqlite.prepare('SELECT * FROM referral_history ORDER BY id').all() as Record<string, unknown>[],
    candidates: sqlite.prepare('SELECT * FROM candidates ORDER BY id').all() as Record<string, unknown>[],
    referrals: sqlite.prepare('SELECT * FROM referrals ORDER BY id').all() as Record<string, unknown>[],
  };
  // The real thing, as the server runs it at start.
  migrateDatabase(db);
});

afterAll(() => {
  sqlite?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const all = <T>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];

interface ApplicationRow {
  id: number;
  application_id: string;
  candidate_id: number;
  job_id: number;
  stage: string;
  source: string;
  created_by: string;
  created_at: string;
}
const applicationOf = (candidateId: number, jobId: number) =>
  all<ApplicationRow>('SELECT * FROM applications WHERE candidate_id = ? AND job_id = ?', candidateId, jobId)[0];
const historyOf = (applicationRowId: number) =>
  all<{ from_stage: string | null; to_stage: string; note: string | null; moved_by: string; moved_at: string }>(
    'SELECT from_stage, to_stage, note, moved_by, moved_at FROM application_history WHERE application_id = ? ORDER BY id',
    applicationRowId,
  );
const notesOf = (candidateId: number) =>
  all<{ application_id: number | null; body: string; author: string; created_at: string }>('SELECT application_id, body, author, created_at FROM candidate_notes WHERE candidate_id = ? ORDER BY id', candidateId);
/** The instants the old rows recorded for each move, in the order written. */
const instantsOf = (moves: Record<string, unknown>[], column: string, id: number) => moves.filter((m) => m[column] === id).map((m) => m.moved_at as string);

describe('migrating to one pipeline (0023 and 0024)', () => {
  it('left the old state in place up to 0022', () => {
    expect(before.candidates).toHaveLength(CANDIDATES.length);
    expect(before.referrals).toHaveLength(REFERRALS.length);
    expect(before.candidateMoves.length).toBeGreaterThan(0);
    expect(before.referralMoves.length).toBeGreaterThan(0);
  });

  it('keeps every candidate and referral with its ids and details, and every candidate’s sections', () => {
    const candidates = all<Record<string, unknown>>('SELECT * FROM candidates ORDER BY id');
    expect(candidates.map((c) => [c.id, c.candidate_id, c.first_name, c.primary_email, c.mobile_key, c.created_by, c.created_at])).toEqual(
      before.candidates.map((c) => [c.id, c.candidate_id, c.first_name, c.primary_email, c.mobile_key, c.created_by, c.created_at]),
    );
    const referrals = all<Record<string, unknown>>('SELECT * FROM referrals ORDER BY id');
    const kept = (r: Record<string, unknown>) => [r.id, r.referral_id, r.job_id, r.candidate_id, r.referrer, r.email_key, r.bonus_amount, r.bonus_currency, r.bonus_status, r.bonus_due_on, r.created_at];
    expect(referrals.map(kept)).toEqual(before.referrals.map(kept));
    // Rebuilding the tables did not cascade into what refers to them.
    expect(all<{ candidate_id: number; value: string }>('SELECT candidate_id, value FROM candidate_tags ORDER BY candidate_id')).toEqual(
      CANDIDATES.map((c) => ({ candidate_id: c.id, value: `Skill of ${c.id}` })),
    );
  });

  it('drops the old statuses and histories', () => {
    const tables = all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name);
    expect(tables).not.toContain('candidate_status_history');
    expect(tables).not.toContain('referral_history');
    expect(tables).toEqual(expect.arrayContaining(['applications', 'application_history', 'candidate_notes']));
    const columns = (table: string) => all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name);
    for (const gone of ['status', 'source', 'job_id', 'referred_by']) expect(columns('candidates')).not.toContain(gone);
    expect(columns('referrals')).not.toContain('status');
  });

  it('makes each referral an application at the stage of its status, with the referral’s history as its own', () => {
    for (const r of REFERRALS.filter((x) => x.id !== 6)) {
      const application = applicationOf(r.candidateId, r.jobId);
      expect(application, referralCode(r.id)).toMatchObject({ stage: stageOfReferralStatus(r.status), source: 'referral', created_by: r.referrer });
      const linked = all<{ application_id: number }>('SELECT application_id FROM referrals WHERE id = ?', r.id)[0];
      expect(linked?.application_id).toBe(application?.id);
      const instants = instantsOf(before.referralMoves, 'referral_id', r.id);
      expect(historyOf(application?.id ?? 0), referralCode(r.id)).toEqual(
        r.history.map(([from, to, note, by], i) => ({
          from_stage: from === null ? null : stageOfReferralStatus(from),
          to_stage: stageOfReferralStatus(to),
          note,
          moved_by: by,
          moved_at: instants[i],
        })),
      );
    }
  });

  it('joins a second referral of the same person to the same job to the first one’s application, keeping its moves as notes', () => {
    const application = applicationOf(8, 1);
    expect(all<{ application_id: number }>('SELECT application_id FROM referrals WHERE id IN (1, 6) ORDER BY id').map((r) => r.application_id)).toEqual([application?.id, application?.id]);
    const second = REFERRALS.find((r) => r.id === 6);
    const instants = instantsOf(before.referralMoves, 'referral_id', 6);
    const notes = notesOf(8).filter((n) => n.body.includes(referralCode(6)));
    expect(notes.map((n) => [n.application_id, n.author, n.created_at])).toEqual(second?.history.map(([, , , by], i) => [application?.id, by, instants[i]]));
    expect(notes[0]?.body).toMatch(/Submitted/);
    expect(notes[1]?.body).toMatch(/Screening.*Second look/);
  });

  it('makes each candidate with a job and no referral to it an application at the stage of its status, with its moves as history', () => {
    const own = CANDIDATES.filter((c) => c.jobId !== null && !REFERRALS.some((r) => r.candidateId === c.id && r.jobId === c.jobId));
    expect(own.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    for (const c of own) {
      const application = applicationOf(c.id, c.jobId ?? 0);
      expect(application, candidateCode(c.id)).toMatchObject({ stage: STAGE_OF_CANDIDATE_STATUS[c.status], source: c.source, created_by: c.createdBy });
      const instants = instantsOf(before.candidateMoves, 'candidate_id', c.id);
      expect(historyOf(application?.id ?? 0), candidateCode(c.id)).toEqual(
        c.history.map(([from, to, note, by], i) => ({ from_stage: from === null ? null : STAGE_OF_CANDIDATE_STATUS[from], to_stage: STAGE_OF_CANDIDATE_STATUS[to], note, moved_by: by, moved_at: instants[i] })),
      );
      // None of their moves became a note.
      expect(notesOf(c.id)).toEqual([]);
    }
    // One application per referral's person and job, one per such candidate, and no other.
    expect(all<{ n: number }>('SELECT count(*) n FROM applications')[0]?.n).toBe(own.length + new Set(REFERRALS.map((r) => `${r.candidateId}:${r.jobId}`)).size);
  });

  it('keeps the moves no application can carry as notes, with their author, time and note', () => {
    const carried = CANDIDATES.filter((c) => c.jobId === null || REFERRALS.some((r) => r.candidateId === c.id && r.jobId === c.jobId));
    expect(carried.map((c) => c.id)).toEqual([6, 7, 8, 9, 10, 11]);
    const LABEL: Record<OldCandidateStatus, string> = { new: 'New', in_review: 'In review', shortlisted: 'Shortlisted', hired: 'Hired', rejected: 'Rejected' };
    for (const c of carried) {
      const application = c.jobId === null ? undefined : applicationOf(c.id, c.jobId);
      const instants = instantsOf(before.candidateMoves, 'candidate_id', c.id);
      const notes = notesOf(c.id).filter((n) => !n.body.includes('REF-'));
      expect(
        notes.map((n) => [n.application_id, n.author, n.created_at]),
        candidateCode(c.id),
      ).toEqual(c.history.map(([, , , by], i) => [application?.id ?? null, by, instants[i]]));
      c.history.forEach(([from, to, note], i) => {
        const body = notes[i]?.body ?? '';
        if (from !== null) expect(body).toContain(LABEL[from]);
        expect(body).toContain(LABEL[to]);
        if (note) expect(body).toContain(note);
      });
    }
    // The application a candidate's own moves were noted on kept the referral's stage.
    expect(applicationOf(9, 2)?.stage).toBe('applied');
    expect(applicationOf(8, 1)?.stage).toBe('interviewing');
  });

  it('derives each candidate’s stage from their applications', () => {
    const stages = Object.fromEntries(all<{ id: number; stage: string | null }>('SELECT id, stage FROM candidates').map((c) => [c.id, c.stage]));
    expect(stages).toEqual({ 1: 'applied', 2: 'screening', 3: 'interviewing', 4: 'hired', 5: 'rejected', 6: null, 7: null, 8: 'interviewing', 9: 'applied', 10: 'hired', 11: 'withdrawn' });
  });

  it('gives every application its code, and a job no owner who is not an employee', () => {
    for (const a of all<ApplicationRow>('SELECT * FROM applications')) expect(a.application_id).toBe(`APP-${String(a.id).padStart(6, '0')}`);
    // This database has no employee rows, so no creator is a person; tests/db/pipeline-migration.test.ts has one who is.
    expect(all<{ owner: string | null; created_by: string }>('SELECT owner, created_by FROM jobs ORDER BY id')).toEqual(JOBS.map((j) => ({ owner: null, created_by: j.createdBy })));
  });

  it('leaves no broken reference and a sound file', () => {
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('reads back through the product: the candidate with applications, history and notes, the referral with its application’s status', async () => {
    const person = await candidateRecord(db, candidateCode(8));
    expect(person.status).toBe('interviewing');
    expect(person.applications).toEqual([
      expect.objectContaining({ jobCode: 'JOB-000001', stage: 'interviewing', source: 'referral', referralId: referralCode(1), referrer: { username: 'employee', displayName: 'employee' } }),
    ]);
    expect(person.applications[0]?.history.map((h) => h.to)).toEqual(['applied', 'screening', 'interviewing']);
    expect(person.notes.map((n) => n.author)).toEqual(['employee', 'recruiter', 'employee2', 'recruiter']);
    const [referral] = (await listReferrals(db, { referralId: referralCode(3), offset: 0, limit: 1 })).items;
    expect(referral).toMatchObject({ status: 'hired', bonus: { status: 'due', dueOn: '2026-01-20' } });
    expect(referral?.history.map((h) => h.to)).toEqual(['submitted', 'screening', 'interviewing', 'offered', 'hired']);
    const [withdrawn] = (await listReferrals(db, { referralId: referralCode(5), offset: 0, limit: 1 })).items;
    expect(withdrawn?.status).toBe('withdrawn');
  });
});
