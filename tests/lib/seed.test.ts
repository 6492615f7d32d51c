import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { seededRandom } from '@/lib/seed/random';
import { buildOrganisation } from '@/lib/seed/organisation';
import { buildJobs } from '@/lib/seed/jobs';
import { getDb, migrateDatabase, openDatabase } from '@/db/client';
import { MANY_APPLICATIONS_EMAIL } from '@/lib/seed/applications';
import { seedDemo } from '@/lib/seed/seed';
import { orgDate } from '@/lib/time';

// The seeded template every test file starts from (tests/global-setup.ts), read as it was seeded: the
// seed writes SQLite on either backend (PostgreSQL receives a copy of it).
let template: Database.Database | undefined;
const seeded = () => (template ??= new Database(inject('templateDatabase'), { readonly: true }));
afterAll(() => template?.close());

describe('the demo organisation', () => {
  const people = buildOrganisation(160, seededRandom(20260401), '2026-01-01T00:00:00Z');
  const byName = new Map(people.map((p) => [p.username, p]));
  const chain = (username: string) => {
    const bosses: string[] = [];
    for (let p = byName.get(username); p?.managerId; p = people[p.managerId - 1]) bosses.push(people[p.managerId - 1]?.username ?? '');
    return bosses;
  };

  it('has at least 150 people in 5+ business units and 6 Indian cities, with unique usernames and codes', () => {
    expect(people.length).toBe(160);
    expect(new Set(people.map((p) => p.orgUnitCode)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(people.map((p) => p.locationCode)).size).toBe(6);
    expect(new Set(people.map((p) => p.username)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.employeeCode)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.mobileNumber)).size).toBe(people.length);
  });

  it('is one hierarchy under the CEO, and employee reports to manager while employee2 does not', () => {
    expect(people.filter((p) => p.managerId === null)).toHaveLength(1);
    for (const p of people.slice(1)) expect(chain(p.username).length).toBeGreaterThan(0);
    expect(chain('employee')[0]).toBe('manager');
    expect(chain('employee2')).not.toContain('manager');
    expect(chain('manager')).not.toContain('employee2');
  });

  it('scales to a benchmark-sized organisation', () => {
    const big = buildOrganisation(10_000, seededRandom(1), '2026-01-01T00:00:00Z');
    expect(big.length).toBe(10_000);
    expect(new Set(big.map((p) => p.username)).size).toBe(10_000);
  });

  it('the seeded database has the five demo sign-ins with their roles', () => {
    const rows = seeded()
      .prepare(
        'SELECT e.username, group_concat(r.role) roles FROM accounts a JOIN employees e ON e.id = a.employee_id JOIN account_roles r ON r.account_id = a.id GROUP BY e.username ORDER BY e.username',
      )
      .all() as { username: string; roles: string }[];
    const roles = Object.fromEntries(rows.map((r) => [r.username, r.roles.split(',').sort().join(',')]));
    expect(roles).toEqual({
      admin: 'employee,hr_admin',
      employee: 'employee',
      employee2: 'employee',
      manager: 'employee,manager',
      recruiter: 'employee,recruiter',
    });
  });

  it('has demo referrals at every open stage and two endings, with their whole history', () => {
    const rows = seeded()
      .prepare(
        `SELECT a.stage, r.bonus_status bonus, count(h.id) moves FROM referrals r JOIN applications a ON a.id = r.application_id
           JOIN application_history h ON h.application_id = a.id GROUP BY r.id ORDER BY r.id`,
      )
      .all() as { stage: string; bonus: string; moves: number }[];
    expect(rows.map((r) => r.stage).sort()).toEqual(['applied', 'hired', 'interviewing', 'offered', 'rejected', 'screening']);
    const hired = rows.find((r) => r.stage === 'hired');
    expect(hired).toEqual({ stage: 'hired', bonus: 'due', moves: 5 });
    expect(rows.find((r) => r.stage === 'rejected')?.bonus).toBe('none');
  });

  it('has career-site applicants, two of them with two applications and one also referred', () => {
    const db = seeded();
    const perPerson = db
      .prepare(
        `SELECT c.first_name || ' ' || c.last_name name, count(*) n, group_concat(a.source) sources FROM candidates c
           JOIN applications a ON a.candidate_id = c.id GROUP BY c.id HAVING n > 1 ORDER BY name`,
      )
      .all() as { name: string; n: number; sources: string }[];
    expect(perPerson.map((p) => p.name)).toEqual(['Kavya Menon', 'Meera Nair', 'Vikram Joshi']);
    expect(perPerson.find((p) => p.name === 'Meera Nair')?.sources.split(',').sort()).toEqual(['career_site', 'referral']);
    // The derived stage follows the furthest application: Kavya Menon is interviewing for one of her two jobs.
    expect(db.prepare("SELECT stage FROM candidates WHERE first_name = 'Kavya'").pluck().get()).toBe('interviewing');
  });

  it('has the leave policy, this and next year’s national holidays, and demo leave in every state but cancelled', () => {
    const db = seeded();
    const year = Number(orgDate().slice(0, 4));
    expect(db.prepare('SELECT code, yearly_allocation a FROM leave_types ORDER BY code').all()).toEqual([
      { code: 'CL', a: 12 },
      { code: 'EL', a: 18 },
      { code: 'LOP', a: null },
      { code: 'SL', a: 12 },
    ]);
    for (const y of [year, year + 1]) {
      const national = db.prepare("SELECT date FROM holidays WHERE location_code IS NULL AND date IN (?, ?, ?)").pluck().all(`${y}-01-26`, `${y}-08-15`, `${y}-10-02`);
      expect(national).toHaveLength(3);
    }
    const statuses = db.prepare('SELECT status FROM leave_requests ORDER BY status').pluck().all();
    expect(statuses).toEqual(['approved', 'pending', 'rejected']);
  });

  it('has weeks of punches on working days only, Mumbai’s enforced fence, and the demo’s attendance stories', () => {
    const db = seeded();
    expect(db.prepare('SELECT code FROM locations WHERE geofence_enforced = 1').pluck().all()).toEqual(['MUM']);
    const people = db.prepare('SELECT count(DISTINCT employee_id) FROM punches').pluck().get() as number;
    const everyone = db.prepare('SELECT count(*) FROM employees').pluck().get() as number;
    expect(people).toBeGreaterThan(everyone * 0.9);
    // strftime('%w'): 0 is Sunday, 6 Saturday.
    const offDays = db
      .prepare(
        `SELECT count(*) FROM punches p JOIN employees e ON e.id = p.employee_id
          WHERE strftime('%w', p.punch_date) IN ('0', '6') OR p.punch_date >= ?
             OR EXISTS (SELECT 1 FROM holidays h WHERE h.date = p.punch_date AND (h.location_code IS NULL OR h.location_code = e.location_code))`,
      )
      .pluck()
      .get(orgDate());
    expect(offDays).toBe(0);
    const summaries = db.prepare('SELECT count(*) FROM attendance_days d WHERE punch_count <> (SELECT count(*) FROM punches p WHERE p.employee_id = d.employee_id AND p.punch_date = d.date)').pluck().get();
    expect(summaries).toBe(0);
    const requests = db.prepare('SELECT e.username, r.status FROM regularisations r JOIN employees e ON e.id = r.employee_id ORDER BY e.username').all();
    expect(requests).toEqual([
      { username: 'employee', status: 'pending' },
      { username: 'employee2', status: 'approved' },
    ]);
  });

  // The app's own SQLite connection (a run on PostgreSQL has none).
  it.skipIf(process.env.TEST_DATABASE === 'postgres')('runs with WAL and a busy timeout', () => {
    expect(getDb().$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(getDb().$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});

describe('the demo and benchmark jobs', () => {
  const today = '2026-11-21';
  const demo = buildJobs(60, seededRandom(7), today, '2026-11-21T00:00:00Z');

  it('are 60 visible jobs plus drafts, closed and referral-only ones, with unique codes and sane ranges', () => {
    const visible = demo.jobs.filter((j) => j.status === 'open' && j.publishedOnPortal);
    expect(visible).toHaveLength(60);
    expect(new Set(demo.jobs.map((j) => j.status))).toEqual(new Set(['open', 'draft', 'closed']));
    expect(demo.jobs.some((j) => j.status === 'open' && !j.publishedOnPortal && j.publishedForReferral)).toBe(true);
    expect(new Set(demo.jobs.map((j) => j.jobCode)).size).toBe(demo.jobs.length);
    for (const job of demo.jobs) {
      expect(job.minExp).toBeLessThanOrEqual(job.maxExp);
      if (job.salaryMin !== null) expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax ?? 0);
      if (job.closingDate) expect(job.closingDate > today).toBe(true);
      expect(demo.locations.some((l) => l.jobId === job.id)).toBe(true);
    }
    expect(new Set(visible.map((j) => j.orgUnitCode)).size).toBe(6);
  });

  it('scale to the benchmark size with every requested job visible', () => {
    const big = buildJobs(100_000, seededRandom(1), today, '2026-11-21T00:00:00Z');
    expect(big.jobs.filter((j) => j.status === 'open' && j.publishedOnPortal)).toHaveLength(100_000);
  });
});

describe('the large profile’s applicants', () => {
  it('put the busy job’s applicants on one job and ten applications on one person, each with its arrival', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-applicants-')), 'hr.db');
    const db = openDatabase(file);
    migrateDatabase(db);
    await seedDemo(db, { employees: 40, jobs: 30, applicants: 60, busyJobApplicants: 25 });
    const client = db.$client;
    const busiest = client.prepare("SELECT count(*) n FROM applications WHERE source = 'api' GROUP BY job_id ORDER BY n DESC LIMIT 1").pluck().get();
    expect(busiest).toBe(25);
    const many = client
      .prepare('SELECT count(*) FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE c.primary_email_key = ?')
      .pluck()
      .get(MANY_APPLICATIONS_EMAIL);
    expect(many).toBe(10);
    expect(client.prepare("SELECT count(*) FROM applications WHERE source = 'api'").pluck().get()).toBe(70);
    // Every application has its arrival in the history, and nothing else.
    expect(client.prepare('SELECT count(*) FROM applications a WHERE (SELECT count(*) FROM application_history h WHERE h.application_id = a.id) < 1').pluck().get()).toBe(0);
    db.$client.close();
  });
});
