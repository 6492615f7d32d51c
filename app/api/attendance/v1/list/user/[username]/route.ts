import { listAttendance, requestedRange } from '@/lib/attendance/list';
import { attendanceListOp } from '@/lib/attendance/operations';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { subjectToRead } from '@/lib/people/subject';
import { orgDate } from '@/lib/time';

// GET /api/attendance/v1/list/user/{username} - one row per day with first in, last out, worked minutes and status
export const GET = route(attendanceListOp, async ({ params, query, principal, db }) => {
  const subject = await subjectToRead(db, principal, params.username, 'attendance');
  const today = orgDate();
  const range = requestedRange(query, today);
  const { items, total } = await listAttendance(db, subject, range, query, today);
  return { username: subject.username, ...range, items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
