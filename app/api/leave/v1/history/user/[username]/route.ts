import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { leaveHistoryOp } from '@/lib/leave/operations';
import { cachedLeaveHistory } from '@/lib/leave/reads';
import { leaveSubjectToRead } from '@/lib/leave/subject';

// GET /api/leave/v1/history/user/{username} - a person's leave requests, newest first
export const GET = route(leaveHistoryOp, ({ params, query, principal, db }) => {
  const subject = leaveSubjectToRead(db, principal, params.username);
  const { items, total } = cachedLeaveHistory(db, subject, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
