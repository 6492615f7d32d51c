import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { leaveApprovalsOp } from '@/lib/leave/operations';
import { listLeaveRequests } from '@/lib/leave/queries';
import { decisionQueueScope } from '@/lib/people/subject';

// GET /api/leave/v1/approvals - pending leave the caller may decide, oldest first
export const GET = route(leaveApprovalsOp, async ({ query, principal, db }) => {
  const { items, total } = await listLeaveRequests(db, { ...query, ...decisionQueueScope(principal), status: 'pending', order: 'oldest' });
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
