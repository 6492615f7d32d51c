import { regulariseOp } from '@/lib/attendance/operations';
import { regulariseScope, requestRegularisation } from '@/lib/attendance/regularise';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { notifyRegularisationRequested } from '@/lib/notifications/approver-notices';
import { subjectToActFor } from '@/lib/people/subject';

// POST /api/attendance/v1/regularise - ask to correct one past day, pending the manager's decision
export const POST = route(regulariseOp, async ({ body, principal, db, write }) => {
  const subject = await subjectToActFor(db, principal, body.username, 'regularise attendance');
  const created = await write(
    (request: { id: number }) => regularisationIdOf(request.id),
    async (tx) => {
      const request = await requestRegularisation(tx, subject, body, actorName(principal));
      await notifyRegularisationRequested(tx, request, principal);
      return request;
    },
    regulariseScope(subject.id),
  );
  return created.answer;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
