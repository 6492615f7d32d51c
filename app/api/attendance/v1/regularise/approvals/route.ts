import { regularisationApprovalsOp } from '@/lib/attendance/operations';
import { listRegularisations } from '@/lib/attendance/regularisation-queries';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { decisionQueueScope } from '@/lib/people/subject';

// GET /api/attendance/v1/regularise/approvals - pending regularisations the caller may decide, oldest first
export const GET = route(regularisationApprovalsOp, async ({ query, principal, db }) => {
  const { items, total } = await listRegularisations(db, { ...query, ...decisionQueueScope(principal), status: 'pending', order: 'oldest' });
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
