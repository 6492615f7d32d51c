import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payrollSubject } from '@/lib/payroll/access';
import { periodListOp } from '@/lib/payroll/operations';
import { cachedPayrollPeriods } from '@/lib/payroll/reads';

// GET /api/payroll/v1/financialyear/user/{username} - financial years with a payslip or a Form 16
export const GET = route(periodListOp, ({ params, principal, requestId, ip, db }) => {
  const subject = payrollSubject(db, { principal, requestId, ip, action: periodListOp.id }, params.username);
  return { username: subject.username, items: cachedPayrollPeriods(db, subject.id) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
