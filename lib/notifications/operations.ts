import { defineOperation } from '@/lib/api/operation';
import {
  inboxParamsSchema,
  inboxQuerySchema,
  inboxSchema,
  markReadResultSchema,
  markReadSchema,
  notificationParamsSchema,
  notificationStatusSchema,
  notifyRequestSchema,
  notifyResponseSchema,
  unreadCountSchema,
} from './schemas';

const bot = { tag: 'Bot', host: 'base' } as const;
/** Reads of one person's inbox, named in the path: a bad field, another person's inbox or no such person. */
const inboxRead = { ...bot, scope: 'read', principals: ['user', 'system'], params: inboxParamsSchema, errors: [400, 403, 404] } as const;
const OWNER = 'The person, hr_admin and systems; anyone else gets 403.';

export const notifyOp = defineOperation({
  ...bot,
  id: 'notify',
  method: 'POST',
  path: '/api/bot/v1/notify',
  summary: 'Send a notification through the assistant bot channel',
  description:
    'For systems: an API key or a bearer token, nothing else (401 without one; 403 ip_not_allowed outside the key’s allowlist; 426 ' +
    'over plain HTTP). The recipient is input.usersList.userId (a username) or else emailId (work e-mail); organizationId, when given, ' +
    'must be their business unit or one above it. No such recipient: 404. The message lands in the person’s inbox and, when ' +
    'BOT_WEBHOOK_URL is set, is posted there too.',
  scope: 'write',
  principals: ['system'],
  body: notifyRequestSchema,
  response: { description: 'The notification, queued', schema: notifyResponseSchema },
  errors: [400, 403, 404, 426],
});

export const inboxOp = defineOperation({
  ...inboxRead,
  id: 'listInbox',
  method: 'GET',
  path: '/api/bot/v1/inbox/user/{username}',
  summary: 'A person’s notifications, newest first (extension)',
  description: `Listing marks queued messages delivered. ${OWNER}`,
  query: inboxQuerySchema,
  response: { description: 'A page of notifications', schema: inboxSchema },
});

export const unreadCountOp = defineOperation({
  ...inboxRead,
  id: 'countUnread',
  method: 'GET',
  path: '/api/bot/v1/inbox/user/{username}/unread',
  summary: 'How many notifications a person has not read (extension)',
  description: `For the bell in the app’s header. ${OWNER}`,
  response: { description: 'The count', schema: unreadCountSchema },
});

export const markReadOp = defineOperation({
  ...bot,
  id: 'markRead',
  method: 'POST',
  path: '/api/bot/v1/inbox/read',
  summary: 'Mark notifications read, or all of them (extension)',
  description: `Ids of another person’s notifications are not found (404). ${OWNER}`,
  scope: 'write',
  principals: ['user', 'system'],
  body: markReadSchema,
  response: { description: 'How many changed, and what is left unread', schema: markReadResultSchema },
  errors: [400, 403, 404],
});

export const notificationStatusOp = defineOperation({
  ...bot,
  id: 'getNotification',
  method: 'GET',
  path: '/api/bot/v1/notify/{notificationId}',
  summary: 'A notification’s status and webhook delivery (extension)',
  description: 'For systems and hr_admin: whether it was delivered or read, and the outbound webhook’s attempts.',
  scope: 'read',
  principals: ['user', 'system'],
  roles: ['hr_admin'],
  params: notificationParamsSchema,
  response: { description: 'The notification', schema: notificationStatusSchema },
  errors: [400, 403, 404],
});
