import { assertSelfOrAdmin, targetUsername } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { markRead, unreadCount } from '@/lib/notifications/inbox';
import { markReadOp } from '@/lib/notifications/operations';
import { cachedEmployeeSubject } from '@/lib/people/subject';

// POST /api/bot/v1/inbox/read - mark notifications read, or all of them
export const POST = route(markReadOp, async ({ body, principal, db, write }) => {
  const username = targetUsername(principal, body.username);
  assertSelfOrAdmin(principal, username);
  const person = await cachedEmployeeSubject(db, username);
  if (!person) throw new ApiError('not_found', `No employee ${username}.`);
  const updated = await write(username, (tx) => markRead(tx, person.id, body.all ? 'all' : (body.notificationIds ?? [])));
  return { updated, unread: await unreadCount(db, person.id) };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
