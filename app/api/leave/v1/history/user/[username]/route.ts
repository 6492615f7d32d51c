import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { leaveHistoryOp } from '@/lib/leave/operations';
import { cachedLeaveHistory } from '@/lib/leave/reads';
import { subjectToRead } from '@/lib/people/subject';

// GET /api/leave/v1/history/user/{username} - a person's leave requests, newest first
export const GET = route(leaveHistoryOp, async ({ params, query, principal, db }) => {
  const subject = await subjectToRead(db, principal, params.username, 'leave');
  const { items, total } = await cachedLeaveHistory(db, subject, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
