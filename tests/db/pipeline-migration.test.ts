// Migration 0023 moves candidates and referrals into the one pipeline of applications. A database as it
// was before (migrated up to 0022, holding every kind of record the old model had) is migrated, and
// everything recorded must still be there: as an application, its stage and history, or a note.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from '@/db/client';

const LAST_BEFORE = 22;

/** A copy of the migrations folder that stops at LAST_BEFORE. */
function migrationsBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const AT = (minute: number) => `2026-10-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

/** The old model's records: candidates with and without a job, referrals with their history. */
function writeOldRecords(sqlite: Database.Database): void {
  sqlite.exec(`
    INSERT INTO business_units (org_unit_code, name) VALUES ('ENG', 'Engineering');
    INSERT INTO locations (code, name, city, state, country, latitude, longitude, geofence_radius_m) VALUES ('BLR', 'Bengaluru', 'Bengaluru', 'Karnataka', 'India', 12.97, 77.59, 250);
    INSERT INTO employees (username, employee_code, first_name, last_name, display_name, work_email, designation, department, org_unit_code, location_code, date_of_joining, created_at, updated_at)
    VALUES ('recruiter', 'E0001', 'Farhan', 'Qureshi', 'Farhan Qureshi', 'farhan@example.com', 'Recruiter', 'HR', 'ENG', 'BLR', '2020-01-01', '${AT(0)}', '${AT(0)}');
    INSERT INTO jobs (id, job_code, title, description, org_unit_code, employment_type, min_exp, max_exp, openings, status, created_by, created_at, updated_by, updated_at)
    VALUES (1, 'JOB-000001', 'Lead Data Engineer', 'Build the data platform.', 'ENG', 'full_time', 5, 10, 1, 'open', 'recruiter', '${AT(0)}', 'recruiter', '${AT(0)}'),
           (2, 'JOB-000002', 'Backend Developer', 'Build the APIs.', 'ENG', 'full_time', 2, 6, 2, 'open', 'cli_demo', '${AT(0)}', 'cli_demo', '${AT(0)}');
  `);
  const candidate = sqlite.prepare(
    `INSERT INTO candidates (id, candidate_id, first_name, last_name, primary_email, primary_email_key, status, source, job_id, referred_by, created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, ?, 'Menon', ?, ?, ?, ?, ?, ?, 'recruiter', '${AT(1)}', 'recruiter', '${AT(1)}')`,
  );
  // 1: applied through the career site and shortlisted; 2: added by a recruiter with no job, in review;
  // 3: referred to job 1, whose own status moved too; 4: a new candidate with no job and no moves.
  candidate.run(1, 'CAND-000001', 'Kavya', 'kavya@example.com', 'kavya@example.com', 'shortlisted', 'career_site', 2, null);
  candidate.run(2, 'CAND-000002', 'Arjun', 'arjun@example.com', 'arjun@example.com', 'in_review', 'recruiter', null, null);
  candidate.run(3, 'CAND-000003', 'Meera', 'meera@example.com', 'meera@example.com', 'in_review', 'referral', 1, 'employee');
  candidate.run(4, 'CAND-000004', 'Divya', 'divya@example.com', 'divya@example.com', 'new', 'recruiter', null, null);
  const move = sqlite.prepare('INSERT INTO candidate_status_history (candidate_id, from_status, to_status, note, moved_by, moved_at) VALUES (?, ?, ?, ?, ?, ?)');
  move.run(1, null, 'new', null, 'guest:abc', AT(2));
  move.run(1, 'new', 'in_review', 'Good resume', 'recruiter', AT(3));
  move.run(1, 'in_review', 'shortlisted', null, 'recruiter', AT(4));
  move.run(2, null, 'new', null, 'recruiter', AT(2));
  move.run(2, 'new', 'in_review', 'Call next week', 'recruiter', AT(5));
  move.run(3, null, 'new', null, 'employee', AT(2));
  move.run(3, 'new', 'in_review', null, 'recruiter', AT(6));
  move.run(4, null, 'new', null, 'recruiter', AT(2));
  sqlite
    .prepare(
      `INSERT INTO referrals (id, referral_id, job_id, candidate_id, referrer, candidate_name, email, email_key, status, bonus_amount, bonus_currency, bonus_status, created_by, created_at, updated_by, updated_at)
       VALUES (1, 'REF-000001', 1, 3, 'employee', 'Meera Menon', 'meera@example.com', 'meera@example.com', 'interviewing', 50000, 'INR', 'pending', 'employee', '${AT(2)}', 'recruiter', '${AT(7)}')`,
    )
    .run();
  const referralMove = sqlite.prepare('INSERT INTO referral_history (referral_id, from_status, to_status, note, moved_by, moved_at) VALUES (1, ?, ?, ?, ?, ?)');
  referralMove.run(null, 'submitted', null, 'employee', AT(2));
  referralMove.run('submitted', 'screening', null, 'recruiter', AT(6));
  referralMove.run('screening', 'interviewing', 'Strong SQL', 'recruiter', AT(7));
}

describe('migrating to the one pipeline', () => {
  it('keeps every candidate, referral and move: as applications, their histories, or notes', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-pipeline-')), 'hr.db');
    const before = new Database(file);
    migrate(drizzle(before), { migrationsFolder: migrationsBefore() });
    writeOldRecords(before);
    before.close();

    const db = openDatabase(file);
    migrateDatabase(db);
    const sqlite = db.$client;
    const all = (query: string) => sqlite.prepare(query).all();

    expect(all('SELECT candidate_id, stage FROM candidates ORDER BY id')).toEqual([
      { candidate_id: 'CAND-000001', stage: 'interviewing' },
      { candidate_id: 'CAND-000002', stage: null },
      { candidate_id: 'CAND-000003', stage: 'interviewing' },
      { candidate_id: 'CAND-000004', stage: null },
    ]);
    // The referral's status wins for its application; the candidate with a job of its own gets one too.
    expect(all('SELECT a.application_id, c.candidate_id, j.job_code, a.stage, a.source FROM applications a JOIN candidates c ON c.id = a.candidate_id JOIN jobs j ON j.id = a.job_id ORDER BY a.id')).toEqual([
      { application_id: 'APP-000001', candidate_id: 'CAND-000003', job_code: 'JOB-000001', stage: 'interviewing', source: 'referral' },
      { application_id: 'APP-000002', candidate_id: 'CAND-000001', job_code: 'JOB-000002', stage: 'interviewing', source: 'career_site' },
    ]);
    expect(all('SELECT referral_id, application_id, bonus_status FROM referrals')).toEqual([{ referral_id: 'REF-000001', application_id: 1, bonus_status: 'pending' }]);
    const history = (applicationId: number) =>
      all(`SELECT from_stage, to_stage, note, moved_by, moved_at FROM application_history WHERE application_id = ${applicationId} ORDER BY id`);
    expect(history(1)).toEqual([
      { from_stage: null, to_stage: 'applied', note: null, moved_by: 'employee', moved_at: AT(2) },
      { from_stage: 'applied', to_stage: 'screening', note: null, moved_by: 'recruiter', moved_at: AT(6) },
      { from_stage: 'screening', to_stage: 'interviewing', note: 'Strong SQL', moved_by: 'recruiter', moved_at: AT(7) },
    ]);
    expect(history(2)).toEqual([
      { from_stage: null, to_stage: 'applied', note: null, moved_by: 'guest:abc', moved_at: AT(2) },
      { from_stage: 'applied', to_stage: 'screening', note: 'Good resume', moved_by: 'recruiter', moved_at: AT(3) },
      { from_stage: 'screening', to_stage: 'interviewing', note: null, moved_by: 'recruiter', moved_at: AT(4) },
    ]);
    // Moves no application could carry are notes, with their author, time and words.
    expect(all('SELECT c.candidate_id, n.application_id, n.body, n.author, n.created_at FROM candidate_notes n JOIN candidates c ON c.id = n.candidate_id ORDER BY n.id')).toEqual([
      { candidate_id: 'CAND-000002', application_id: null, body: 'Candidate status set to New (before applications had stages).', author: 'recruiter', created_at: AT(2) },
      { candidate_id: 'CAND-000002', application_id: null, body: 'Candidate status moved from New to In review (before applications had stages): Call next week', author: 'recruiter', created_at: AT(5) },
      { candidate_id: 'CAND-000003', application_id: 1, body: 'Candidate status set to New (before applications had stages).', author: 'employee', created_at: AT(2) },
      { candidate_id: 'CAND-000003', application_id: 1, body: 'Candidate status moved from New to In review (before applications had stages).', author: 'recruiter', created_at: AT(6) },
      { candidate_id: 'CAND-000004', application_id: null, body: 'Candidate status set to New (before applications had stages).', author: 'recruiter', created_at: AT(2) },
    ]);
    expect(all('SELECT job_code, owner FROM jobs ORDER BY id')).toEqual([
      { job_code: 'JOB-000001', owner: 'recruiter' },
      // Created by a system: no one in particular owns it until a recruiter is assigned.
      { job_code: 'JOB-000002', owner: null },
    ]);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    db.$client.close();
  });
});
