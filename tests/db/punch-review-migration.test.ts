// Migration 0026 gives punches a review: the ones recorded outside the fence before it existed were
// "flagged for your manager", so they wait for that review now; the others are never reviewed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@/db/client';
import { migrationsUpTo } from '../helpers/migrations';

describe('migration 0026 (punch reviews)', () => {
  it('marks the punches from outside the fence pending, and leaves the rest unreviewed', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-punch-review-')), 'hr.db');
    const before = new Database(file);
    migrate(drizzle(before), { migrationsFolder: migrationsUpTo(25) });
    before.exec(`
      INSERT INTO business_units (org_unit_code, name) VALUES ('ENG', 'Engineering');
      INSERT INTO locations (code, name, city, state, country, latitude, longitude, geofence_radius_m) VALUES ('BLR', 'Bengaluru', 'Bengaluru', 'Karnataka', 'India', 12.97, 77.59, 250);
      INSERT INTO employees (username, employee_code, first_name, last_name, display_name, work_email, designation, department, org_unit_code, location_code, date_of_joining, created_at, updated_at)
      VALUES ('arjun', 'E0001', 'Arjun', 'Sharma', 'Arjun Sharma', 'arjun@example.com', 'Engineer', 'Tech', 'ENG', 'BLR', '2020-01-01', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z');
      INSERT INTO punches (employee_id, punch_date, punch_time, received_at, source, inside_geofence, distance_m, office_code, created_by) VALUES
        (1, '2026-11-20', '09:00:00', '2026-11-20T03:30:00Z', 'web', 1, 40, 'BLR', 'arjun'),
        (1, '2026-11-20', '13:00:00', '2026-11-20T07:30:00Z', 'web', 0, 745000, 'BLR', 'arjun'),
        (1, '2026-11-20', '18:00:00', '2026-11-20T12:30:00Z', 'api', NULL, NULL, 'BLR', 'arjun');
    `);
    before.close();

    const db = openDatabase(file);
    migrateDatabase(db);
    expect(db.$client.prepare('SELECT punch_time, review_status, decided_by FROM punches ORDER BY id').all()).toEqual([
      { punch_time: '09:00:00', review_status: null, decided_by: null },
      { punch_time: '13:00:00', review_status: 'pending', decided_by: null },
      { punch_time: '18:00:00', review_status: null, decided_by: null },
    ]);
    db.$client.close();
  });
});
