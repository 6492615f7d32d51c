import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, employees, form16PartA } from '@/db/schema';
import { GET as payslipRoute } from '@/app/api/payroll/v1/payslip/user/[username]/route';
import { GET as payslipPdfRoute } from '@/app/api/payroll/v1/payslip/user/[username]/pdf/route';
import { flushReadAudits } from '@/lib/audit/record';
import { financialYearOf } from '@/lib/payroll/constants';
import { rupeesInWords } from '@/lib/payroll/money';
import { amount } from '@/lib/payroll/pdf-writer';
import type { Payslip } from '@/lib/payroll/schemas';
import { pdfToText } from '@/lib/resume/pdf-text';
import { DEMO_EMPLOYER } from '@/lib/seed/payroll';
import { orgDate } from '@/lib/time';
import { call, demoCallers, systemKey, type Caller } from '../helpers/call';

const { employee, employee2, manager, admin, system } = await demoCallers();

const CURRENT = financialYearOf(orgDate().slice(0, 7));
const FINISHED = CURRENT - 1;
const MONTH = `${FINISHED}-09`;

const pdf = (username: string, month: string, as: Caller) => call(payslipPdfRoute, { as, params: { username }, query: { month } });
const payslip = async (username: string, month: string) => (await call(payslipRoute, { as: admin, params: { username }, query: { month } })).json as Payslip;
const audits = async (target: string) => {
  await flushReadAudits();
  const [row] = await getDb().select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'getPayslipPdf'), eq(auditLog.target, target)));
  return row?.n ?? 0;
};

describe('GET /api/payroll/v1/payslip/user/{username}/pdf', () => {
  it('is the month’s payslip as a PDF attachment, kept out of caches, with the employer, the person and the net pay in figures and words', async () => {
    const res = await pdf('employee', MONTH, employee);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="payslip-employee-${MONTH}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const slip = await payslip('employee', MONTH);
    const text = await pdfToText(Buffer.from(res.bytes));
    for (const expected of [DEMO_EMPLOYER.employerName, slip.employeeName, slip.employeeCode, 'Payslip for September', amount(slip.grossPay), amount(slip.totalDeductions)]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`Net pay for September ${FINISHED}\\s+${amount(slip.netPay).replace(/\./g, '\\.')}`));
    expect(text.replace(/\s+/g, ' ')).toContain(rupeesInWords(slip.netPay));
  });

  it('names the employer of the latest Form 16 for a year that has none yet, and the organisation for someone who never had one', async () => {
    const current = await pdf('employee', `${CURRENT}-04`, employee);
    expect(current.status, current.text).toBe(200);
    expect(await pdfToText(Buffer.from(current.bytes))).toContain(DEMO_EMPLOYER.employerName);

    const db = getDb();
    const [person] = await db.select({ id: employees.id }).from(employees).where(eq(employees.username, 'employee2'));
    if (!person) throw new Error('no employee2');
    await db.delete(form16PartA).where(inArray(form16PartA.employeeId, [person.id]));
    const none = await pdf('employee2', MONTH, employee2);
    expect(none.status, none.text).toBe(200);
    const text = await pdfToText(Buffer.from(none.bytes));
    expect(text).not.toContain(DEMO_EMPLOYER.employerName);
    expect(text).toMatch(/^Acme HR$/m);
  });

  it('is for the person, hr_admin and systems, never a manager, and audits reads of someone else’s', async () => {
    const before = await audits('employee');
    expect((await pdf('employee', MONTH, employee)).status).toBe(200);
    expect(await audits('employee')).toBe(before);
    expect((await pdf('employee', MONTH, admin)).status).toBe(200);
    expect((await pdf('employee', MONTH, system)).status).toBe(200);
    expect((await pdf('employee', MONTH, await systemKey(['read']))).status).toBe(200);
    expect(await audits('employee')).toBe(before + 3);
    for (const [who, as] of [['a colleague', employee2], ['their manager', manager]] as const) {
      const res = await pdf('employee', MONTH, as);
      expect(res.status, who).toBe(403);
      expect(res.json.code, who).toBe('forbidden');
      expect(res.headers.get('content-type'), who).toMatch(/^application\/problem\+json/);
    }
    // The same 403 whether or not the person exists; hr_admin learns that there is no such person.
    expect((await pdf('nobody.here', MONTH, employee2)).status).toBe(403);
    expect((await pdf('nobody.here', MONTH, admin)).status).toBe(404);
  });

  it('is a 404 problem for a month without a payslip, and a 400 naming month for a malformed one', async () => {
    const missing = await pdf('employee', `${CURRENT + 2}-01`, employee);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.json).toMatchObject({ code: 'not_found', detail: `No payslip for employee for ${CURRENT + 2}-01.` });
    for (const month of ['2025-4', '2025-13', 'April 2025', '']) {
      const bad = await pdf('employee', month, employee);
      expect(bad.status, month).toBe(400);
      expect(bad.json.errors.map((e: { path: string }) => e.path), month).toContain('query.month');
    }
  });
});
