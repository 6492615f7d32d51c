import { officeOf } from '@/lib/attendance/offices';
import { punchDetailOp } from '@/lib/attendance/operations';
import { punchesOn } from '@/lib/attendance/punch-detail';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { subjectToRead } from '@/lib/people/subject';
import { orgDate } from '@/lib/time';

// GET /api/attendance/v1/punch/detail/user/{username} - the punches of one day
export const GET = route(punchDetailOp, async ({ params, query, principal, db }) => {
  const subject = await subjectToRead(db, principal, params.username, 'attendance');
  const date = query.date ?? orgDate();
  return { username: subject.username, date, office: await officeOf(db, subject.locationCode), items: await punchesOn(db, subject.id, date) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
