import { regulariseOp } from '@/lib/attendance/operations';
import { regularisationRecord } from '@/lib/attendance/regularisation-queries';
import { regulariseScope, requestRegularisation } from '@/lib/attendance/regularise';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { notifyRegularisationRequested } from '@/lib/notifications/approver-notices';
import { subjectToActFor } from '@/lib/people/subject';

// POST /api/attendance/v1/regularise - ask to correct one past day, pending the manager's decision
export const POST = route(regulariseOp, async ({ body, principal, db, write }) => {
  const subject = await subjectToActFor(db, principal, body.username, 'regularise attendance');
  const id = await write(regularisationIdOf, async (tx) => {
    const created = await requestRegularisation(tx, subject, body, actorName(principal));
    await notifyRegularisationRequested(tx, created, principal);
    return created.id;
  }, regulariseScope(subject.id));
  const saved = await regularisationRecord(db, id);
  if (!saved) throw new ApiError('not_found', `No regularisation ${regularisationIdOf(id)}.`);
  return saved;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
