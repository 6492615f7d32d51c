import 'server-only';
import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { orgName } from '@/lib/organisation';
import { payrollSubject, type PayrollCaller } from './access';
import { employerOf, payslipOf, type Employer } from './queries';
import type { Payslip } from './schemas';

/** A person's payslip of a month, for whoever may read their payroll (see readPayroll); 404 when that month has none. */
export async function readPayslip(db: Db, caller: PayrollCaller, username: string, month: string): Promise<{ payslip: Payslip; employeeId: number }> {
  const subject = await payrollSubject(db, caller, username);
  const payslip = await payslipOf(db, subject.id, subject.username, month);
  if (!payslip) throw new ApiError('not_found', `No payslip for ${subject.username} for ${month}.`);
  return { payslip, employeeId: subject.id };
}

/** The same with the employer it is from, as the payslip PDF prints it: the one on the person's Form 16, else the organisation. */
export async function payslipDocument(db: Db, caller: PayrollCaller, username: string, month: string): Promise<{ payslip: Payslip; employer: Employer }> {
  const { payslip, employeeId } = await readPayslip(db, caller, username, month);
  const employer = (await employerOf(db, employeeId, Number(payslip.financialYear))) ?? { name: orgName(), address: null };
  return { payslip, employer };
}
