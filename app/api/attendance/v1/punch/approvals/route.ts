import { flaggedPunchesOp } from '@/lib/attendance/operations';
import { listFlaggedPunches } from '@/lib/attendance/punch-review';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { decisionQueueScope } from '@/lib/people/subject';

// GET /api/attendance/v1/punch/approvals - flagged punches the caller may review, oldest first
export const GET = route(flaggedPunchesOp, async ({ query, principal, db }) => {
  const { items, total } = await listFlaggedPunches(db, { ...query, ...decisionQueueScope(principal), pendingOnly: true });
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
