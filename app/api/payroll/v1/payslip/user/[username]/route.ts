import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payrollSubject } from '@/lib/payroll/access';
import { payslipOp } from '@/lib/payroll/operations';
import { payslipOf } from '@/lib/payroll/queries';

// GET /api/payroll/v1/payslip/user/{username} - the payslip of a month
export const GET = route(payslipOp, ({ params, query, principal, requestId, ip, db }) => {
  const subject = payrollSubject(db, { principal, requestId, ip, action: payslipOp.id }, params.username);
  const payslip = payslipOf(db, subject.id, subject.username, query.month);
  if (!payslip) throw new ApiError('not_found', `No payslip for ${subject.username} for ${query.month}.`);
  return payslip;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
