import { punchReviewOp } from '@/lib/attendance/operations';
import { flaggedPunchRecord, reviewPunch } from '@/lib/attendance/punch-review';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { notifyPunchReview } from '@/lib/notifications/events';

// POST /api/attendance/v1/punch/action - accept or reject a flagged punch
export const POST = route(punchReviewOp, async ({ body, principal, db, write }) => {
  const id = await write(body.punchId, async (tx) => {
    const reviewed = await reviewPunch(tx, principal, body);
    await notifyPunchReview(tx, reviewed, principal);
    return reviewed;
  });
  const saved = await flaggedPunchRecord(db, id);
  if (!saved) throw new ApiError('not_found', `No flagged punch ${body.punchId}.`);
  return saved;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
