import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payrollSubject } from '@/lib/payroll/access';
import { financialYearLabel } from '@/lib/payroll/constants';
import { cachedForm16 } from '@/lib/payroll/reads';
import { form16Op } from '@/lib/payroll/operations';

// GET /api/payroll/v1/form16/user/{username} - Form 16 of a financial year
export const GET = route(form16Op, ({ params, query, principal, requestId, ip, db }) => {
  const subject = payrollSubject(db, { principal, requestId, ip, action: form16Op.id }, params.username);
  const form16 = cachedForm16(db, subject.id, subject.username, query.year);
  if (!form16) throw new ApiError('not_found', `No Form 16 for ${subject.username} for ${financialYearLabel(query.year)}.`);
  return form16;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
