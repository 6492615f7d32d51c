import { punchScope, recordPunch } from '@/lib/attendance/punch';
import { punchOp } from '@/lib/attendance/operations';
import { punchRowId } from '@/lib/attendance/ids';
import { officeOf } from '@/lib/attendance/offices';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { notifyPunchFlagged } from '@/lib/notifications/approver-notices';
import { subjectToActFor } from '@/lib/people/subject';

// POST /api/attendance/v1/punch - one punch, checked against the office's fence
export const POST = route(punchOp, async ({ body, principal, db, write }) => {
  const subject = await subjectToActFor(db, principal, body.username, 'punch');
  const office = await officeOf(db, subject.locationCode);
  const context = { subject, office, source: principal.kind === 'system' ? 'api' : 'web', actor: actorName(principal) } as const;
  return write(
    (punch: { punchId: string }) => punch.punchId,
    async (tx) => {
      const punch = await recordPunch(tx, body, context);
      if (punch.review) await notifyPunchFlagged(tx, punchRowId(punch.punchId), principal);
      return punch;
    },
    punchScope(subject.id),
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
