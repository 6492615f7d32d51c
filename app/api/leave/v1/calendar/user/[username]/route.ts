import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { WEEKEND_DAYS } from '@/lib/leave/constants';
import { leaveCalendarOp } from '@/lib/leave/operations';
import { holidaysFor } from '@/lib/leave/holidays';
import { subjectToRead } from '@/lib/people/subject';
import { orgDate } from '@/lib/time';

// GET /api/leave/v1/calendar/user/{username} - weekends and holidays of a person's office
export const GET = route(leaveCalendarOp, async ({ params, query, principal, db }) => {
  const subject = await subjectToRead(db, principal, params.username, 'leave');
  const year = query.year ?? Number(orgDate().slice(0, 4));
  const holidays = [...(await holidaysFor(db, subject.locationCode, year))].map(([date, name]) => ({ date, name }));
  return { username: subject.username, year, weekendDays: [...WEEKEND_DAYS], holidays };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
