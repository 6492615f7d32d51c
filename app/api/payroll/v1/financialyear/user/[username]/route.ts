import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { readPayroll } from '@/lib/payroll/access';
import { periodListOp } from '@/lib/payroll/operations';
import { cachedPeriodList } from '@/lib/payroll/reads';

// GET /api/payroll/v1/financialyear/user/{username} - financial years with a payslip or a Form 16
export const GET = route(periodListOp, async ({ params, principal, requestId, ip, db }) => {
  const found = await readPayroll(db, { principal, requestId, ip, action: periodListOp.id }, params.username, () => cachedPeriodList(db, params.username));
  // Every person has a period list, empty when nothing was imported for them yet.
  return found.answer ?? { username: found.username, items: [] };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
