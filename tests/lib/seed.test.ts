import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/db/seed/random';
import { buildOrganisation } from '@/db/seed/organisation';
import { getDb } from '@/db/client';

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
    const rows = getDb()
      .$client.prepare(
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

  it('runs with WAL and a busy timeout', () => {
    expect(getDb().$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(getDb().$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });
});
