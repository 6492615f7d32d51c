import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { applyForLeave } from '@/lib/leave/apply';
import { applyLeaveOp } from '@/lib/leave/operations';
import { leaveSubjectToApplyFor } from '@/lib/leave/subject';

// POST /api/leave/v1/apply - a leave request, pending a decision
export const POST = route(applyLeaveOp, ({ body, principal, write }) =>
  write(
    (created: { requestId: string }) => created.requestId,
    (tx) => applyForLeave(tx, leaveSubjectToApplyFor(tx, principal, body.username), body, actorName(principal)),
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
