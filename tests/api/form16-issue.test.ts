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
const idOf = (username: string) => db.select({ id: employees.id }).from(employees).where(eq(employees.username, username)).get()!.id;
/** What is kept for a person's finished year: the text and its generator. */
const kept = (username: string) =>
  db
    .select({ issued: form16PartA.issued, generator: form16PartA.issuedGenerator })
    .from(form16PartA)
    .where(and(eq(form16PartA.employeeId, idOf(username)), eq(form16PartA.year, FINISHED)))
    .get()!;
const workedOut = (username: string) => JSON.stringify(form16Of(db, username, FINISHED)?.form16);
const served = async (username: string) => {
  const res = await call(form16Route, { as: admin, params: { username }, query: { year: String(FINISHED) } });
  expect(res.status, res.text).toBe(200);
  return res.text;
};
const planOf = (name: 'issuedForm16' | 'staleForm16') => {
  const { sql, params } = payrollStatements(db)[name].getQuery();
  return (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params.map(() => null)) as { detail: string }[]).map((step) => step.detail);
};
/** The last demo people, each test its own, so one's changes do not meet another's. */
const person = (index: number) => db.select({ username: employees.username }).from(employees).all().at(-1 - index)!.username;

describe('Form 16 as issued', () => {
  it('is issued for every Part A when the demo is seeded, as working it out answers, and served as kept', async () => {
    const parts = db.select({ username: employees.username, issued: form16PartA.issued, generator: form16PartA.issuedGenerator }).from(form16PartA).innerJoin(employees, eq(employees.id, form16PartA.employeeId)).all();
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) {
      expect(part.generator, part.username).toBe(FORM16_GENERATOR);
      expect(part.issued, part.username).toBe(workedOut(part.username));
    }
    expect(await served('employee')).toBe(kept('employee').issued);
  });

  it('is issued again by an import of a payslip of its year, with the new totals', async () => {
    const who = person(0);
    const before = JSON.parse(await served(who));
    const month = `${FINISHED}-06`;
    const res = await call(importRoute, {
      as: system,
      body: { payslips: [{ username: who, month, earnings: { BASIC: 1_000_000 }, deductions: { TDS: 1 }, employerContributions: {} }] },
    });
    expect(res.status, res.text).toBe(200);
    const after = kept(who);
    expect(after.generator).toBe(FORM16_GENERATOR);
    expect(after.issued).toBe(workedOut(who));
    expect(JSON.parse(after.issued!).partB.grossSalary).not.toBe(before.partB.grossSalary);
    expect(await served(who)).toBe(after.issued);
  });

  it('is cleared by any change to what it is made of outside an import, served as worked out then, and issued again at start-up', async () => {
    const changes: [string, (username: string) => void][] = [
      ['a rename', (u) => db.update(employees).set({ displayName: 'Renamed Person' }).where(eq(employees.username, u)).run()],
      ['a new username', (u) => db.update(employees).set({ username: `${u}.moved` }).where(eq(employees.username, u)).run()],
      ['a payslip removed', (u) => db.delete(payslips).where(and(eq(payslips.employeeId, idOf(u)), eq(payslips.month, `${FINISHED}-07`))).run()],
      ['a payslip changed', (u) => db.update(payslips).set({ grossPaise: 1 }).where(and(eq(payslips.employeeId, idOf(u)), eq(payslips.month, `${FINISHED}-08`))).run()],
      ['Part A changed', (u) => db.update(form16PartA).set({ employeePan: 'ZZZPZ9999Z' }).where(eq(form16PartA.employeeId, idOf(u))).run()],
    ];
    for (const [index, [change, apply]] of changes.entries()) {
      let who = person(1 + index);
      expect(kept(who).issued, change).not.toBeNull();
      apply(who);
      if (change === 'a new username') who = `${who}.moved`;
      expect(kept(who), change).toEqual({ issued: null, generator: null });
      expect(await served(who), change).toBe(workedOut(who));
    }
    expect(issueStaleForm16s(db)).toBe(changes.length);
    expect(issueStaleForm16s(db)).toBe(0);
    const renamed = person(1);
    expect(JSON.parse(kept(renamed).issued!).partA.employeeName).toBe('Renamed Person');
    expect(await served(renamed)).toBe(kept(renamed).issued);
  });

  it('is kept when the person changes in other ways', () => {
    const who = person(6);
    const before = kept(who);
    db.update(employees).set({ designation: 'Principal Engineer', displayName: db.select({ n: employees.displayName }).from(employees).where(eq(employees.username, who)).get()!.n }).where(eq(employees.username, who)).run();
    expect(kept(who)).toEqual(before);
  });

  it('is not served when an older generator issued it, and start-up issues it again', async () => {
    const who = person(7);
    db.update(form16PartA).set({ issued: '{"stale":true}', issuedGenerator: FORM16_GENERATOR - 1 }).where(eq(form16PartA.employeeId, idOf(who))).run();
    expect(await served(who)).toBe(workedOut(who));
    expect(issueStaleForm16s(db)).toBe(1);
    expect(kept(who)).toEqual({ issued: workedOut(who), generator: FORM16_GENERATOR });
  });

  it('is cleared by a payslip of its year added outside an import', () => {
    const who = person(8);
    const september = db.select().from(payslips).where(and(eq(payslips.employeeId, idOf(who)), eq(payslips.month, `${FINISHED}-09`))).get()!;
    db.delete(payslips).where(eq(payslips.id, september.id)).run();
    expect(issueStaleForm16s(db)).toBe(1);
    expect(kept(who).issued).toBe(workedOut(who));
    db.insert(payslips).values({ ...september, id: undefined }).run();
    expect(kept(who)).toEqual({ issued: null, generator: null });
  });

  it('is read with one lookup of Part A by its person and year', () => {
    expect(planOf('issuedForm16')).toEqual([
      expect.stringMatching(/^SEARCH employees USING (COVERING )?INDEX \S+ \(username=\?\)/),
      expect.stringMatching(/^SEARCH form16_part_a USING INDEX form16_part_a_employee_year_uq \(employee_id=\? AND year=\?\)/),
    ]);
  });

  it('to issue is found through the generator index, not by reading every Part A with its kept text', () => {
    const partASteps = planOf('staleForm16').filter((detail) => /\bform16_part_a\b/.test(detail));
    expect(partASteps.length).toBeGreaterThan(0);
    for (const step of partASteps) expect(step).toMatch(/^SEARCH form16_part_a USING INDEX form16_part_a_generator_idx \(issued_generator[=<>]\?\)/);
  });
});
