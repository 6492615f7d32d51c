import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { applyForLeave, leaveApplyScope } from '@/lib/leave/apply';
import { applyLeaveOp } from '@/lib/leave/operations';
import { notifyLeaveRequested } from '@/lib/notifications/approver-notices';
import { subjectToActFor } from '@/lib/people/subject';

// POST /api/leave/v1/apply - a leave request, pending a decision
export const POST = route(applyLeaveOp, async ({ body, principal, db, write }) => {
  const subject = await subjectToActFor(db, principal, body.username, 'apply for leave');
  return write(
    (created: { requestId: string }) => created.requestId,
    async (tx) => {
      const { person, ...created } = await applyForLeave(tx, subject, body, actorName(principal));
      await notifyLeaveRequested(tx, subject.id, created, principal, person);
      return created;
    },
    leaveApplyScope(subject.id),
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
