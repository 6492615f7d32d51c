import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, employees, payslips } from '@/db/schema';
import { GET as periodsRoute } from '@/app/api/payroll/v1/financialyear/user/[username]/route';
import { GET as form16Route } from '@/app/api/payroll/v1/form16/user/[username]/route';
import { GET as payslipRoute } from '@/app/api/payroll/v1/payslip/user/[username]/route';
import { POST as importRoute } from '@/app/api/payroll/v1/import/route';
import { flushReadAudits, READ_AUDIT_WINDOW_MS } from '@/lib/audit/record';
import { DEMO_EMPLOYER } from '@/lib/seed/payroll';
import { financialYearOf, monthsOf } from '@/lib/payroll/constants';
import { payrollStatements } from '@/lib/payroll/queries';
import { orgDate } from '@/lib/time';
import { call, demoCallers, systemKey, type Caller } from '../helpers/call';

const { employee, employee2, manager, admin, system } = await demoCallers();

const CURRENT = financialYearOf(orgDate().slice(0, 7));
const FINISHED = CURRENT - 1;
const periods = (username: string, as: Caller) => call(periodsRoute, { as, params: { username } });
const form16 = (username: string, year: string, as: Caller) => call(form16Route, { as, params: { username }, query: { year } });
const payslip = (username: string, month: string, as: Caller) => call(payslipRoute, { as, params: { username }, query: { month } });
const importJson = (body: unknown, as: Caller = system) => call(importRoute, { as, body });
const importCsv = (csv: string, kind: string | undefined, as: Caller = system) =>
  call(importRoute, { as, rawBody: csv, headers: { 'content-type': 'text/csv' }, query: kind ? { kind } : {} });

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
const auditsOf = async (action: string, target: string) => {
  // Read audits are written right after the answer; write the waiting ones before counting.
  await flushReadAudits();
  const [row] = await getDb().select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
  return row?.n ?? 0;
};
const payslipCount = async () => (await getDb().select({ n: count() }).from(payslips))[0]?.n ?? 0;

/** A person with no payroll yet, so imports start from nothing. */
async function personWithoutPay(index: number): Promise<string> {
  const db = getDb();
  const people = (await db.select({ id: employees.id, username: employees.username }).from(employees).orderBy(employees.id)).slice(-10);
  const person = people[index];
  if (!person) throw new Error('no such person');
  await db.delete(payslips).where(eq(payslips.employeeId, person.id));
  return person.username;
}

const slip = (username: string, month: string, change: Record<string, unknown> = {}) => ({
  username,
  month,
  earnings: { BASIC: 40_000, HRA: 20_000, SPECIAL: 35_000.5 },
  deductions: { PF: 1_800, PT: 200, TDS: 5_000 },
  employerContributions: { PF_ER: 1_800 },
  ...change,
});

describe('GET /api/payroll/v1/financialyear/user/{username}', () => {
  it('lists the finished and the current financial year, newest first, with their payslip months and Form 16', async () => {
    const res = await periods('employee', employee);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items.map((p: { year: string }) => p.year)).toEqual([String(CURRENT), String(FINISHED)]);
    const [current, finished] = res.json.items;
    expect(finished).toEqual({
      year: String(FINISHED),
      label: `FY ${FINISHED}-${String((FINISHED + 1) % 100).padStart(2, '0')}`,
      startDate: `${FINISHED}-04-01`,
      endDate: `${FINISHED + 1}-03-31`,
      payslipMonths: monthsOf(FINISHED),
      form16Available: true,
    });
    expect(current.form16Available).toBe(false);
    expect(current.payslipMonths).toEqual(monthsOf(CURRENT).filter((m) => m < orgDate().slice(0, 7)));
  });

  it('gives, for each year it lists, exactly what the Form 16 operation answers', async () => {
    for (const period of (await periods('employee', employee)).json.items as { year: string; form16Available: boolean }[]) {
      expect((await form16('employee', period.year, employee)).status).toBe(period.form16Available ? 200 : 404);
    }
  });
});

describe('GET /api/payroll/v1/form16/user/{username}', () => {
  it('has Part A as imported and Part B from the year’s payslips: gross salary is the sum of the monthly gross', async () => {
    const res = await form16('employee', String(FINISHED), employee);
    expect(res.status, res.text).toBe(200);
    const { partA, partB } = res.json;
    const [person] = await getDb().select({ pan: employees.panNumber }).from(employees).where(eq(employees.username, 'employee'));
    // Every Part A column as the seed imported it (the statement selects them one by one).
    expect(partA).toMatchObject({ ...DEMO_EMPLOYER, employeeName: 'Arjun Sharma', employeePan: person?.pan, periodFrom: `${FINISHED}-04-01` });
    expect(partA.quarters.map((q: { quarter: string }) => q.quarter)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(partA.totalTaxDeducted).toBe(sum(partA.quarters.map((q: { taxDeducted: number }) => q.taxDeducted)));
    const slips = await Promise.all(monthsOf(FINISHED).map(async (m) => (await payslip('employee', m, employee)).json));
    expect(partB.grossSalary).toBe(sum(slips.map((s) => s.grossPay)));
    expect(partB.taxDeducted).toBe(sum(slips.map((s) => s.deductions.find((d: { code: string }) => d.code === 'TDS')?.amount ?? 0)));
    expect(partB.taxableIncome).toBe(Math.round((partB.grossSalary - partB.standardDeduction - partB.chapterVIADeductions) / 10) * 10);
    expect(partB.netTaxPayable).toBe(partB.tax - partB.rebate87A + partB.surcharge + partB.cess - partB.relief);
    // The demo deducts exactly the year's tax, and Part A says all of it was deposited.
    expect(partB.taxDeducted).toBe(partB.netTaxPayable);
    expect(partA.totalTaxDeposited).toBe(partB.netTaxPayable);
  });

  it('is a 404 for a year without Form 16 and a 400 for anything but a four-digit year', async () => {
    expect((await form16('employee', String(CURRENT), employee)).status).toBe(404);
    for (const year of ['25', '2025-26', 'abcd', '']) {
      const res = await form16('employee', year, employee);
      expect(res.status, year).toBe(400);
      expect(res.json.errors[0].path).toBe('query.year');
    }
  });
});

describe('the payroll reads’ statements', () => {
  // SQLite's query plans: PostgreSQL chooses its own, by its statistics.
  it.skipIf(process.env.TEST_DATABASE === 'postgres')('sum a person’s year from the totals index alone, without a lookup of each payslip', () => {
    const db = getDb();
    const { periods: periodList, yearToDate, form16Sources } = payrollStatements;
    for (const statement of [periodList, yearToDate, form16Sources]) {
      const { sql, params } = statement(db).getQuery();
      const plan = db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params.map(() => null)) as { detail: string }[];
      const payslipSteps = plan.map((step) => step.detail).filter((detail) => /\bpayslips\b/.test(detail));
      expect(payslipSteps).toEqual([expect.stringMatching(/^SEARCH payslips USING COVERING INDEX payslips_year_totals_idx \(employee_id=\?/)]);
    }
  });
});

describe('GET /api/payroll/v1/payslip/user/{username}', () => {
  it('adds up: earnings to gross, deductions to their total, gross less deductions to net, and the year to date', async () => {
    const months = monthsOf(FINISHED);
    let ytd = 0;
    for (const month of months) {
      const res = await payslip('employee', month, employee);
      expect(res.status, res.text).toBe(200);
      const p = res.json;
      expect(p.grossPay).toBe(sum(p.earnings.map((l: { amount: number }) => l.amount)));
      expect(p.totalDeductions).toBe(sum(p.deductions.map((l: { amount: number }) => l.amount)));
      expect(p.employerTotal).toBe(sum(p.employerContributions.map((l: { amount: number }) => l.amount)));
      expect(p.netPay).toBe(sum([p.grossPay, -p.totalDeductions]));
      ytd = sum([ytd, p.grossPay]);
      expect(p.yearToDate.grossPay).toBe(ytd);
    }
    expect((await payslip('employee', `${CURRENT + 1}-01`, employee)).status).toBe(404);
    expect((await payslip('employee', '2025-4', employee)).status).toBe(400);
  });
});

describe('who may read payroll', () => {
  it('is the employee, hr_admin and systems; never a manager; and reads of another person are audited', async () => {
    const year = String(FINISHED);
    expect((await form16('employee', year, manager)).status).toBe(403);
    expect((await periods('employee', manager)).status).toBe(403);
    expect((await payslip('employee', `${FINISHED}-04`, employee2)).status).toBe(403);
    expect((await form16('nobody.here', year, employee2)).status).toBe(403);
    expect((await form16('nobody.here', year, admin)).status).toBe(404);
    const before = await auditsOf('getForm16', 'employee');
    expect((await form16('employee', year, employee)).status).toBe(200);
    expect(await auditsOf('getForm16', 'employee')).toBe(before);
    expect((await form16('employee', year, admin)).status).toBe(200);
    expect((await form16('employee', year, system)).status).toBe(200);
    expect(await auditsOf('getForm16', 'employee')).toBe(before + 2);
    const periodAudits = await auditsOf('listPayrollPeriods', 'employee');
    await periods('employee', admin);
    expect(await auditsOf('listPayrollPeriods', 'employee')).toBe(periodAudits + 1);
  });
});

describe('the audit of payroll reads', () => {
  it('is written by itself within its window after the answer', async () => {
    const rows = async () => (await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'getPayslip')))[0]?.n ?? 0;
    const before = await rows();
    expect((await payslip('employee', `${FINISHED}-05`, system)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, READ_AUDIT_WINDOW_MS + 50));
    expect(await rows()).toBe(before + 1);
  });

  it('is written at shutdown by server.ts, whose copy of the module is not the handlers\' one', async () => {
    const rows = async () => (await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'getPayslip')))[0]?.n ?? 0;
    await flushReadAudits();
    const before = await rows();
    expect((await payslip('employee', `${FINISHED}-06`, system)).status).toBe(200);
    vi.resetModules();
    const serversCopy = await import('@/lib/audit/record');
    expect(serversCopy.flushReadAudits).not.toBe(flushReadAudits);
    await serversCopy.flushReadAudits();
    expect(await rows()).toBe(before + 1);
  });
});

describe('POST /api/payroll/v1/import', () => {
  it('writes payslips and Form 16 Part A, replacing a month already on file', async () => {
    const who = await personWithoutPay(0);
    // Read first, so a cached answer would show if imports did not refresh it.
    const emptied = (await periods(who, admin)).json.items.find((p: { year: string }) => p.year === String(FINISHED));
    expect(emptied?.payslipMonths ?? []).toEqual([]);
    const first = await importJson({ payslips: [slip(who, `${FINISHED}-04`), slip(who, `${FINISHED}-05`, { lopDays: 2 })] });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ payslips: 2, form16: 0, replaced: 0 });
    const may = (await payslip(who, `${FINISHED}-05`, admin)).json;
    expect(may).toMatchObject({ grossPay: 95_000.5, totalDeductions: 7_000, netPay: 88_000.5, lopDays: 2, paidDays: 29 });
    const listed = (await periods(who, admin)).json.items.find((p: { year: string }) => p.year === String(FINISHED));
    expect(listed.payslipMonths).toEqual([`${FINISHED}-04`, `${FINISHED}-05`]);
    const grossBefore = (await form16(who, String(FINISHED), admin)).json.partB.grossSalary;
    const again = await importJson({ payslips: [slip(who, `${FINISHED}-04`, { earnings: { BASIC: 50_000 } })] });
    expect(again.json).toEqual({ payslips: 1, form16: 0, replaced: 1 });
    expect((await payslip(who, `${FINISHED}-04`, admin)).json.grossPay).toBe(50_000);
    expect((await form16(who, String(FINISHED), admin)).json.partB.grossSalary).toBe(grossBefore - 95_000.5 + 50_000);
  });

  it('refuses the whole import when any row is bad, naming every bad row and field', async () => {
    const who = await personWithoutPay(1);
    const before = await payslipCount();
    const res = await importJson({
      payslips: [
        slip(who, `${FINISHED}-04`),
        slip(who, `${FINISHED}-05`, { earnings: { BASIC: -1 } }),
        slip('nobody.here', `${FINISHED}-06`),
        slip(who, `${FINISHED}-04`),
        slip(who, `${FINISHED}-07`, { deductions: { OTHER: 200_000 } }),
        slip(who, '2025-13'),
        slip(who, `${FINISHED}-08`, { earnings: { BASIC: 100, BONUS: 1.234 } }),
        { ...slip(who, `${FINISHED}-09`), shift: 'night' },
      ],
      form16: [{ username: who, year: String(FINISHED), employerName: 'Acme', employerTan: 'BAD', employerPan: 'AABCA1234C', employeePan: 'ABCPK1234F', quarters: [] }],
    });
    expect(res.status).toBe(400);
    expect(res.json.badRows).toBe(8);
    const paths = res.json.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'payslips[1].earnings.BASIC',
        'payslips[2].username',
        'payslips[3].username',
        'payslips[4].deductions',
        'payslips[5].month',
        'payslips[6].earnings.BONUS',
        'payslips[7].shift',
        'form16[0].employerTan',
        'form16[0].quarters',
      ]),
    );
    expect(paths.some((p: string) => p.startsWith('payslips[0]'))).toBe(false);
    expect(await payslipCount()).toBe(before);
  });

  it('takes CSV with the kind in the query, and names a bad line by its number and column', async () => {
    const who = await personWithoutPay(2);
    const header = 'username,month,lopDays,BASIC,HRA,SPECIAL,PF,PT,TDS,PF_ER';
    const good = await importCsv(`${header}\n${who},${FINISHED}-04,0,40000,20000,35000,1800,200,5000,1800\n${who},${FINISHED}-05,,40000,20000,35000,1800,200,5000,1800\n`, 'payslips');
    expect(good.status, good.text).toBe(200);
    expect(good.json.payslips).toBe(2);
    expect((await payslip(who, `${FINISHED}-05`, admin)).json.netPay).toBe(88_000);
    const before = await payslipCount();
    const bad = await importCsv(`${header},NIGHT\n${who},${FINISHED}-06,0,forty,20000,35000,1800,200,5000,1800,\n${who},${FINISHED}-07,0,40000,20000,35000,1800,200,5000,1800,1\n`, 'payslips');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { path: string }) => e.path)).toEqual(['line 2.BASIC', 'line 3.NIGHT']);
    expect(await payslipCount()).toBe(before);
    const kindless = await importCsv(`${header}\n`, undefined);
    expect(kindless.status).toBe(400);
    expect(kindless.json.errors[0].path).toBe('query.kind');
  });

  it('takes Form 16 Part A by CSV, and the Form 16 shows it', async () => {
    const csv = [
      'username,year,employerName,employerTan,employerPan,employeePan,Q1_RECEIPT,Q1_DEDUCTED,Q1_DEPOSITED,Q2_RECEIPT,Q2_DEDUCTED,Q2_DEPOSITED',
      `employee2,${CURRENT},Acme India Private Limited,BLRA12345B,AABCA1234C,ABCPN1234F,QWER1234,15000,15000,TYUI5678,15000,14000`,
    ].join('\n');
    const res = await importCsv(csv, 'form16');
    expect(res.status, res.text).toBe(200);
    const shown = (await form16('employee2', String(CURRENT), employee2)).json;
    expect(shown.partA).toMatchObject({ employeePan: 'ABCPN1234F', totalTaxDeducted: 30_000, totalTaxDeposited: 29_000 });
    const bad = await importCsv(csv.replace('QWER1234', 'q-1'), 'form16');
    expect(bad.json.errors.map((e: { path: string }) => e.path)).toEqual(['line 2.Q1_RECEIPT']);
  });

  it('is for hr_admin and systems with the write scope only', async () => {
    const body = { payslips: [slip('employee', `${FINISHED}-04`)] };
    expect((await importJson(body, employee)).status).toBe(403);
    expect((await importJson(body, manager)).status).toBe(403);
    expect((await importJson(body, await systemKey(['read']))).status).toBe(403);
    expect((await importJson({}, admin)).status).toBe(400);
  });

  it('runs from the command line with the same checks', async () => {
    const who = await personWithoutPay(3);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payroll-cli-'));
    const file = path.join(dir, 'pay.csv');
    fs.writeFileSync(file, `username,month,BASIC,TDS\n${who},${FINISHED}-04,30000,1000\n`);
    // Not execFileSync: a flush of read audits still in flight from an earlier test would stall on the
    // blocked event loop, holding a write lock the import waits for.
    const run = async (args: string[]) => (await promisify(execFile)(process.execPath, ['--import', './scripts/register.mjs', 'scripts/payroll-import.ts', ...args], { env: process.env, encoding: 'utf8' })).stdout;
    expect(await run([file, '--kind', 'payslips'])).toMatch(/Imported 1 payslips and 0 Form 16/);
    fs.writeFileSync(file, `username,month,BASIC\n${who},${FINISHED}-05,lots\n`);
    await expect(run([file, '--kind', 'payslips'])).rejects.toThrow(/line 2\.BASIC/);
  });
});
