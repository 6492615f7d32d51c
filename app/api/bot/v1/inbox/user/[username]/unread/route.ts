import { assertSelfOrAdmin } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { unreadCount } from '@/lib/notifications/inbox';
import { unreadCountOp } from '@/lib/notifications/operations';
import { cachedEmployeeSubject } from '@/lib/people/subject';

// GET /api/bot/v1/inbox/user/{username}/unread - how many notifications are not read
export const GET = route(unreadCountOp, async ({ params, principal, db }) => {
  assertSelfOrAdmin(principal, params.username);
  const person = await cachedEmployeeSubject(db, params.username);
  if (!person) throw new ApiError('not_found', `No employee ${params.username}.`);
  return { username: person.username, unread: await unreadCount(db, person.id) };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
