import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { form16Op } from '@/lib/payroll/operations';
import { issuedForm16Answer } from '@/lib/payroll/form16-read';

// GET /api/payroll/v1/form16/user/{username} - Form 16 of a financial year
export const GET = route(form16Op, ({ params, query, principal, requestId, ip, db }) =>
  issuedForm16Answer(db, { principal, requestId, ip, action: form16Op.id }, params.username, query.year),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
