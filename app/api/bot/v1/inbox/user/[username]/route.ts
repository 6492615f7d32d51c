import { assertSelfOrAdmin } from '@/lib/api/access';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { listInbox } from '@/lib/notifications/inbox';
import { inboxOp } from '@/lib/notifications/operations';
import { cachedEmployeeSubject } from '@/lib/people/subject';

// GET /api/bot/v1/inbox/user/{username} - a person's notifications, newest first
export const GET = route(inboxOp, async ({ params, query, principal, db }) => {
  assertSelfOrAdmin(principal, params.username);
  const person = await cachedEmployeeSubject(db, params.username);
  if (!person) throw new ApiError('not_found', `No employee ${params.username}.`);
  // Listing marks what it shows delivered: a receipt in one UPDATE, not a change to audit.
  const page = await listInbox(db, person.id, { offset: query.offset, limit: query.limit, unreadOnly: query.unread === 'true' });
  return { ...page, offset: query.offset, limit: query.limit };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
