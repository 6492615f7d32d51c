import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payslipOp } from '@/lib/payroll/operations';
import { readPayslip } from '@/lib/payroll/payslip-read';

// GET /api/payroll/v1/payslip/user/{username} - the payslip of a month
export const GET = route(payslipOp, async ({ params, query, principal, requestId, ip, db }) => {
  return (await readPayslip(db, { principal, requestId, ip, action: payslipOp.id }, params.username, query.month)).payslip;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
