import { assertSelfOrAdmin } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { approvalsWaitingOp } from '@/lib/approvals/operations';
import { approvalsWaitingFor } from '@/lib/approvals/waiting';

// GET /api/approvals/v1/waiting/user/{username} - how many requests wait for the person's decision
export const GET = route(approvalsWaitingOp, async ({ params, principal, db }) => {
  assertSelfOrAdmin(principal, params.username);
  const waiting = await approvalsWaitingFor(db, params.username);
  if (!waiting) throw new ApiError('not_found', `No employee ${params.username}.`);
  return waiting;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
