import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '@/db/client';
import { seedDemo } from '@/lib/seed/seed';
import { orgDate } from '@/lib/time';

// The large profile's year of leave for everyone, on a small organisation of its own.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-seed-leave-'));
let db: Db;
const progress: string[] = [];

beforeAll(async () => {
  db = openDatabase(path.join(dir, 'hr.db'));
  migrateDatabase(db);
  await seedDemo(db, { employees: 60, jobs: 0, attendancePeople: 60, attendanceDays: 365, leaveHistoryDays: 365, onProgress: (m) => progress.push(m) });
}, 60_000);

afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const all = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];

describe('the seeded year of leave', () => {
  it('gives everyone but the demo accounts leave over the year, in every state', () => {
    const perPerson = all<{ username: string; n: number }>(
      'SELECT e.username, count(r.id) AS n FROM employees e LEFT JOIN leave_requests r ON r.employee_id = e.id GROUP BY e.id',
    );
    const demo = new Set(['admin', 'recruiter', 'manager', 'employee', 'employee2']);
    const others = perPerson.filter((p) => !demo.has(p.username));
    expect(others.filter((p) => p.n >= 2).length).toBeGreaterThan(others.length * 0.9);
    const statuses = new Set(all<{ status: string }>('SELECT DISTINCT status FROM leave_requests').map((r) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'cancelled', 'pending', 'rejected']);
    expect(progress.some((m) => /leave requests/.test(m)) && progress.some((m) => /punches: \d+ of 60 people/.test(m))).toBe(true);
  });

  it('keeps every request in one calendar year, with an action for each decision, and no balance overdrawn', () => {
    expect(all('SELECT 1 FROM leave_requests WHERE substr(start_date, 1, 4) <> substr(end_date, 1, 4) OR start_date > end_date OR days <= 0')).toEqual([]);
    expect(all("SELECT 1 FROM leave_requests r WHERE r.status <> 'pending' AND NOT EXISTS (SELECT 1 FROM leave_actions a WHERE a.leave_request_id = r.id AND a.to_status = r.status)")).toEqual([]);
    const overdrawn = all(
      `SELECT r.employee_id, r.year, r.leave_type, sum(r.days) AS taken FROM leave_requests r JOIN leave_types t ON t.code = r.leave_type
       WHERE r.status IN ('approved', 'pending') GROUP BY r.employee_id, r.year, r.leave_type HAVING taken > t.yearly_allocation`,
    );
    expect(overdrawn).toEqual([]);
  });

  it('never overlaps two live requests of one person, and nobody punches on a day of approved leave', () => {
    const overlaps = all(
      `SELECT 1 FROM leave_requests a JOIN leave_requests b ON a.employee_id = b.employee_id AND a.id < b.id
       WHERE a.status IN ('approved', 'pending') AND b.status IN ('approved', 'pending') AND a.start_date <= b.end_date AND b.start_date <= a.end_date`,
    );
    expect(overlaps).toEqual([]);
    const punchedOnLeave = all(
      "SELECT 1 FROM punches p JOIN leave_requests r ON r.employee_id = p.employee_id AND r.status = 'approved' AND p.punch_date BETWEEN r.start_date AND r.end_date",
    );
    expect(punchedOnLeave).toEqual([]);
    const today = orgDate();
    expect(all("SELECT 1 FROM leave_requests WHERE status = 'pending' AND start_date <= ? AND created_by <> 'employee'", today)).toEqual([]);
  });
});
