// Form 16 kept as issued (lib/payroll/form16-issue.ts): what is served must always be what working the
// form out from its sources answers now, whatever changed since it was issued.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { employees, form16PartA, payslips } from '@/db/schema';
import { GET as form16Route } from '@/app/api/payroll/v1/form16/user/[username]/route';
import { POST as importRoute } from '@/app/api/payroll/v1/import/route';
import { financialYearOf } from '@/lib/payroll/constants';
import { form16Of } from '@/lib/payroll/form16';
import { FORM16_GENERATOR, issueStaleForm16s } from '@/lib/payroll/form16-issue';
import { payrollStatements } from '@/lib/payroll/queries';
import { orgDate } from '@/lib/time';
import { call, demoCallers } from '../helpers/call';

const { admin, system } = await demoCallers();
const FINISHED = financialYearOf(orgDate().slice(0, 7)) - 1;

const db = getDb();
const idOf = async (username: string) => (await db.select({ id: employees.id }).from(employees).where(eq(employees.username, username)))[0]!.id;
/** What is kept for a person's finished year: the text and its generator. */
const kept = async (username: string) =>
  (
    await db
      .select({ issued: form16PartA.issued, generator: form16PartA.issuedGenerator })
      .from(form16PartA)
      .where(and(eq(form16PartA.employeeId, await idOf(username)), eq(form16PartA.year, FINISHED)))
  )[0]!;
const workedOut = async (username: string) => JSON.stringify((await form16Of(db, username, FINISHED))?.form16);
const served = async (username: string) => {
  const res = await call(form16Route, { as: admin, params: { username }, query: { year: String(FINISHED) } });
  expect(res.status, res.text).toBe(200);
  return res.text;
};
/** SQLite's plan of a statement (PostgreSQL chooses its own, by its statistics). */
const planOf = (name: 'issuedForm16' | 'staleForm16') => {
  const { sql, params } = payrollStatements[name](db).getQuery();
  return (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params.map(() => null)) as { detail: string }[]).map((step) => step.detail);
};
/** The last demo people, each test its own, so one's changes do not meet another's. */
const person = async (index: number) => (await db.select({ username: employees.username }).from(employees).orderBy(employees.id)).at(-1 - index)!.username;
const onSqlite = it.skipIf(process.env.TEST_DATABASE === 'postgres');

describe('Form 16 as issued', () => {
  it('is issued for every Part A when the demo is seeded, as working it out answers, and served as kept', async () => {
    const parts = await db.select({ username: employees.username, issued: form16PartA.issued, generator: form16PartA.issuedGenerator }).from(form16PartA).innerJoin(employees, eq(employees.id, form16PartA.employeeId));
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) {
      expect(part.generator, part.username).toBe(FORM16_GENERATOR);
      expect(part.issued, part.username).toBe(await workedOut(part.username));
    }
    expect(await served('employee')).toBe((await kept('employee')).issued);
  });

  it('is issued again by an import of a payslip of its year, with the new totals', async () => {
    const who = await person(0);
    const before = JSON.parse(await served(who));
    const month = `${FINISHED}-06`;
    const res = await call(importRoute, {
      as: system,
      body: { payslips: [{ username: who, month, earnings: { BASIC: 1_000_000 }, deductions: { TDS: 1 }, employerContributions: {} }] },
    });
    expect(res.status, res.text).toBe(200);
    const after = await kept(who);
    expect(after.generator).toBe(FORM16_GENERATOR);
    expect(after.issued).toBe(await workedOut(who));
    expect(JSON.parse(after.issued!).partB.grossSalary).not.toBe(before.partB.grossSalary);
    expect(await served(who)).toBe(after.issued);
  });

  it('is cleared by any change to what it is made of outside an import, served as worked out then, and issued again at start-up', async () => {
    const changes: [string, (username: string) => Promise<unknown>][] = [
      ['a rename', async (u) => db.update(employees).set({ displayName: 'Renamed Person' }).where(eq(employees.username, u))],
      ['a new username', async (u) => db.update(employees).set({ username: `${u}.moved` }).where(eq(employees.username, u))],
      ['a payslip removed', async (u) => db.delete(payslips).where(and(eq(payslips.employeeId, await idOf(u)), eq(payslips.month, `${FINISHED}-07`)))],
      ['a payslip changed', async (u) => db.update(payslips).set({ grossPaise: 1 }).where(and(eq(payslips.employeeId, await idOf(u)), eq(payslips.month, `${FINISHED}-08`)))],
      ['Part A changed', async (u) => db.update(form16PartA).set({ employeePan: 'ZZZPZ9999Z' }).where(eq(form16PartA.employeeId, await idOf(u)))],
    ];
    for (const [index, [change, apply]] of changes.entries()) {
      let who = await person(1 + index);
      expect((await kept(who)).issued, change).not.toBeNull();
      await apply(who);
      if (change === 'a new username') who = `${who}.moved`;
      expect(await kept(who), change).toEqual({ issued: null, generator: null });
      expect(await served(who), change).toBe(await workedOut(who));
    }
    expect(await issueStaleForm16s(db)).toBe(changes.length);
    expect(await issueStaleForm16s(db)).toBe(0);
    const renamed = await person(1);
    expect(JSON.parse((await kept(renamed)).issued!).partA.employeeName).toBe('Renamed Person');
    expect(await served(renamed)).toBe((await kept(renamed)).issued);
  });

  it('is kept when the person changes in other ways', async () => {
    const who = await person(6);
    const before = await kept(who);
    const [current] = await db.select({ n: employees.displayName }).from(employees).where(eq(employees.username, who));
    await db.update(employees).set({ designation: 'Principal Engineer', displayName: current!.n }).where(eq(employees.username, who));
    expect(await kept(who)).toEqual(before);
  });

  it('is not served when an older generator issued it, and start-up issues it again', async () => {
    const who = await person(7);
    await db.update(form16PartA).set({ issued: '{"stale":true}', issuedGenerator: FORM16_GENERATOR - 1 }).where(eq(form16PartA.employeeId, await idOf(who)));
    expect(await served(who)).toBe(await workedOut(who));
    expect(await issueStaleForm16s(db)).toBe(1);
    expect(await kept(who)).toEqual({ issued: await workedOut(who), generator: FORM16_GENERATOR });
  });

  it('is cleared by a payslip of its year added outside an import', async () => {
    const who = await person(8);
    const [september] = await db.select().from(payslips).where(and(eq(payslips.employeeId, await idOf(who)), eq(payslips.month, `${FINISHED}-09`)));
    if (!september) throw new Error('no September payslip');
    await db.delete(payslips).where(eq(payslips.id, september.id));
    expect(await issueStaleForm16s(db)).toBe(1);
    expect((await kept(who)).issued).toBe(await workedOut(who));
    await db.insert(payslips).values({ ...september, id: undefined });
    expect(await kept(who)).toEqual({ issued: null, generator: null });
  });

  onSqlite('is read with one lookup of Part A by its person and year', () => {
    expect(planOf('issuedForm16')).toEqual([
      expect.stringMatching(/^SEARCH employees USING (COVERING )?INDEX \S+ \(username=\?\)/),
      expect.stringMatching(/^SEARCH form16_part_a USING INDEX form16_part_a_employee_year_uq \(employee_id=\? AND year=\?\)/),
    ]);
  });

  onSqlite('to issue is found through the generator index, not by reading every Part A with its kept text', () => {
    const partASteps = planOf('staleForm16').filter((detail) => /\bform16_part_a\b/.test(detail));
    expect(partASteps.length).toBeGreaterThan(0);
    for (const step of partASteps) expect(step).toMatch(/^SEARCH form16_part_a USING INDEX form16_part_a_generator_idx \(issued_generator[=<>]\?\)/);
  });
});
