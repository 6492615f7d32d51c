import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { leaveHistoryOp } from '@/lib/leave/operations';
import { listLeaveRequests } from '@/lib/leave/queries';
import { leaveSubjectToRead } from '@/lib/leave/subject';

// GET /api/leave/v1/history/user/{username} - a person's leave requests, newest first
export const GET = route(leaveHistoryOp, ({ params, query, principal, db }) => {
  const subject = leaveSubjectToRead(db, principal, params.username);
  const { items, total } = listLeaveRequests(db, { ...query, employeeId: subject.id, order: 'newest' });
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
