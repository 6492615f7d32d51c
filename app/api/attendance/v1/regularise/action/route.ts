import { decideRegularisation } from '@/lib/attendance/decide';
import { regularisationActionOp } from '@/lib/attendance/operations';
import { regularisationRecord } from '@/lib/attendance/regularisation-queries';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { notifyRegularisationDecision } from '@/lib/notifications/events';

// POST /api/attendance/v1/regularise/action - approve or reject a regularisation
export const POST = route(regularisationActionOp, async ({ body, principal, db, write }) => {
  const id = await write(body.regularisationId, async (tx) => {
    const decided = await decideRegularisation(tx, principal, body);
    await notifyRegularisationDecision(tx, decided, principal);
    return decided;
  });
  const saved = await regularisationRecord(db, id);
  if (!saved) throw new ApiError('not_found', `No regularisation ${body.regularisationId}.`);
  return saved;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
