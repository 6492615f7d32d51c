import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { cachedLeaveBalance } from '@/lib/leave/reads';
import { leaveBalanceOp } from '@/lib/leave/operations';
import { subjectToRead } from '@/lib/people/subject';
import { orgDate } from '@/lib/time';

// GET /api/leave/v1/detail/user/{username} - balance per type for a year
export const GET = route(leaveBalanceOp, async ({ params, query, principal, db }) => {
  const subject = await subjectToRead(db, principal, params.username, 'leave');
  const year = query.year ?? Number(orgDate().slice(0, 4));
  return { username: subject.username, year, items: await cachedLeaveBalance(db, subject, year) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
