import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { notifyLeaveDecision } from '@/lib/notifications/events';
import { actOnLeave, leaveActionScope } from '@/lib/leave/act';
import { leaveActionOp } from '@/lib/leave/operations';
import { leaveRequestRecordAfterCommit } from '@/lib/leave/queries';

// POST /api/leave/v1/request/action - approve, reject or cancel a leave request
export const POST = route(leaveActionOp, async ({ body, principal, write }) => {
  const decided = await write(
    body.requestId,
    async (tx) => {
      await notifyLeaveDecision(tx, await actOnLeave(tx, principal, body), principal);
      return leaveRequestRecordAfterCommit(tx, body.requestId);
    },
    leaveActionScope(body.requestId),
  );
  const saved = await decided();
  if (!saved) throw new ApiError('not_found', `No leave request ${body.requestId}.`);
  return saved;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
