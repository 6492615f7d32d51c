import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, connect, getDb, transaction } from '@/db/client';
import { businessUnits, employees } from '@/db/schema';
import { GET as filters } from '@/app/api/directory/v1/filters/route';
import { GET as list } from '@/app/api/directory/v1/list/route';
import { call, sessionFor, type Caller } from '../helpers/call';

let employee2: Caller;
beforeAll(async () => {
  employee2 = await sessionFor('employee2');
});

const page = (query: Record<string, string>) => call(list, { as: employee2, query });

describe('GET /api/directory/v1/list', () => {
  it('pages through every active employee by name, without repeats or gaps', async () => {
    const active = (await getDb().select({ u: employees.username }).from(employees).where(eq(employees.status, 'active'))).length;
    const seen: string[] = [];
    for (let offset = 0; ; offset += 7) {
      const res = await page({ offset: String(offset), limit: '7' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ offset, limit: 7, total: active });
      seen.push(...res.json.items.map((i: { username: string }) => i.username));
      if (res.json.items.length < 7) break;
    }
    expect(seen).toHaveLength(active);
    expect(new Set(seen).size).toBe(active);
  });

  it('defaults to offset 0 and limit 20', async () => {
    const res = await page({});
    expect(res.json.offset).toBe(0);
    expect(res.json.limit).toBe(20);
    expect(res.json.items).toHaveLength(20);
    const names = res.json.items.map((i: { displayName: string }) => i.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows only what every colleague may see', async () => {
    const res = await page({ q: 'employee' });
    const item = res.json.items.find((i: { username: string }) => i.username === 'employee');
    expect(item).toMatchObject({ username: 'employee', displayName: 'Arjun Sharma', workEmail: 'employee@acme-india.example', managerUsername: 'manager' });
    for (const hidden of ['panNumber', 'personalEmail', 'mobileNumber', 'dateOfJoining']) expect(item).not.toHaveProperty(hidden);
    expect(res.text).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
  });

  it.each([
    ['name', 'arjun sharma', 'employee'],
    ['username', 'employee2', 'employee2'],
    ['e-mail', 'recruiter@acme', 'recruiter'],
  ])('searches by %s, case-insensitively', async (_by, q, username) => {
    const res = await page({ q: q.toUpperCase() });
    expect(res.json.items.map((i: { username: string }) => i.username)).toContain(username);
    expect(res.json.total).toBe(res.json.items.length);
  });

  it('treats % and _ in a search literally', async () => {
    expect((await page({ q: '%' })).json.total).toBe(0);
    expect((await page({ q: '_' })).json.total).toBe(0);
  });

  it('filters by business unit and location, with totals to match', async () => {
    const tech = await page({ orgUnitCode: 'TECH', limit: '100' });
    expect(tech.json.total).toBeGreaterThan(0);
    expect(tech.json.items.every((i: { orgUnitCode: string }) => i.orgUnitCode === 'TECH')).toBe(true);
    const both = await page({ orgUnitCode: 'TECH', location: 'BLR', limit: '100' });
    expect(both.json.items.every((i: { locationCode: string; orgUnitCode: string }) => i.locationCode === 'BLR' && i.orgUnitCode === 'TECH')).toBe(true);
    const [expected] = await getDb()
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.status, 'active'), eq(employees.orgUnitCode, 'TECH'), eq(employees.locationCode, 'BLR')));
    expect(both.json.total).toBe(expected?.n);
  });

  it('leaves out inactive employees', async () => {
    await getDb().update(employees).set({ status: 'inactive' }).where(eq(employees.username, 'recruiter'));
    try {
      expect((await page({ q: 'recruiter' })).json.total).toBe(0);
    } finally {
      await getDb().update(employees).set({ status: 'active' }).where(eq(employees.username, 'recruiter'));
    }
  });
});

describe('cached directory pages', () => {
  it('see a renamed business unit at once', async () => {
    const before = await page({ q: 'employee2' });
    expect(before.json.items[0].businessUnitName).toBe('Sales & Marketing');
    const renameSales = (name: string) =>
      transaction(getDb(), async (tx) => {
        await tx.update(businessUnits).set({ name }).where(eq(businessUnits.orgUnitCode, 'SALES'));
      });
    await renameSales('Revenue');
    try {
      expect((await page({ q: 'employee2' })).json.items[0].businessUnitName).toBe('Revenue');
    } finally {
      await renameSales('Sales & Marketing');
    }
  });

  it('see a change written by another process (another connection) as soon as it is told of it', async () => {
    const total = async () => (await page({})).json.total as number;
    const before = await total();
    const other = connect(process.env.DATABASE_URL);
    const setStatus = (status: 'active' | 'inactive') => other.update(employees).set({ status }).where(eq(employees.username, 'employee'));
    await setStatus('inactive');
    // On SQLite at once; on PostgreSQL when the commit's notification arrives.
    try {
      await expect.poll(total).toBe(before - 1);
    } finally {
      await setStatus('active');
      await closeDatabase(other);
    }
    await expect.poll(total).toBe(before);
  });
});

describe('GET /api/directory/v1/filters', () => {
  it('lists business units with their parents and the six locations', async () => {
    const res = await call(filters, { as: employee2 });
    expect(res.json.businessUnits).toContainEqual({ orgUnitCode: 'TECH-DATA', name: 'Data & Analytics', parentOrgUnitCode: 'TECH' });
    expect(res.json.locations.map((l: { city: string }) => l.city).sort()).toEqual(['Bengaluru', 'Chennai', 'Gurugram', 'Hyderabad', 'Mumbai', 'Pune']);
  });
});
