import { assertSelfOrAdmin } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { employeeDetailOp } from '@/lib/profile/operations';
import { getEmployeeDetail } from '@/lib/profile/queries';

// GET /api/profile/v1/detail/user/{username} - details of an employee
export const GET = route(employeeDetailOp, async ({ principal, params, db }) => {
  assertSelfOrAdmin(principal, params.username);
  const detail = await getEmployeeDetail(db, params.username);
  if (!detail) throw new ApiError('not_found', `No employee with username "${params.username}".`);
  return detail;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
