import { z } from 'zod';
import { pageOf, paginationQuery, usernameSchema } from '@/lib/api/params';
import { NOTIFICATION_SOURCES, NOTIFICATION_STATUSES, DELIVERY_STATUSES } from './constants';

/** Where a link or button goes: a path in this app or an http(s) address; never a script, nor `//host`, which leaves the app while looking like a path. */
const targetSchema = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?![/\\])/.test(v) || /^https?:\/\//i.test(v), 'A path starting with a single / or an http(s) address');

/** One user-interface component of the message (`input.usersList.text.design`). */
export const designSchema = z.strictObject({
  label: z.string().trim().min(1).max(2000).meta({ description: 'What the component shows.' }),
  type: z.string().trim().min(1).max(40).default('text').meta({ description: 'text, heading, link or button are drawn as such; anything else as text.' }),
  value: targetSchema.optional().meta({ description: 'Extension: where a link or button goes.' }),
});
export type DesignComponent = z.output<typeof designSchema>;

/** Notification Request Object: the spec's nested shape. */
export const notifyRequestSchema = z
  .strictObject({
    input: z.strictObject({
      messageType: z.string().trim().min(1).max(100).meta({ description: 'The category of the message.', example: 'leave_reminder' }),
      usersList: z
        .strictObject({
          emailId: z.email().max(254).optional().meta({ description: 'The recipient’s work e-mail (case-insensitive).' }),
          organizationId: z.string().trim().min(1).max(64).optional().meta({ description: 'When given, the recipient’s business unit or one it belongs to.' }),
          userId: usernameSchema.optional().meta({ description: 'The recipient’s username; takes precedence over emailId.' }),
          text: z.strictObject({
            design: z
              .union([designSchema, z.array(designSchema).min(1).max(20)])
              .meta({ description: 'One component, as the spec shows it; a list of up to 20 is also taken.' }),
          }),
        })
        .refine((u) => u.userId !== undefined || u.emailId !== undefined, { message: 'Give userId or emailId', path: ['userId'] }),
    }),
  })
  .meta({ id: 'NotificationRequestObject' });
export type NotifyRequest = z.output<typeof notifyRequestSchema>;

export const notifyResponseSchema = z
  .object({
    notificationId: z.string().meta({ example: 'NTF-000042' }),
    status: z.enum(NOTIFICATION_STATUSES),
    messageType: z.string(),
    recipient: z.object({ username: z.string(), name: z.string(), emailId: z.string() }),
  })
  .meta({ id: 'NotificationRequestResponse' });
export type NotifyResult = z.infer<typeof notifyResponseSchema>;

export const inboxItemSchema = z
  .object({
    notificationId: z.string(),
    messageType: z.string(),
    components: z.array(z.object({ label: z.string(), type: z.string(), value: z.string().optional() })),
    source: z.enum(NOTIFICATION_SOURCES),
    status: z.enum(NOTIFICATION_STATUSES),
    from: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'InboxItem' });
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxParamsSchema = z.strictObject({ username: usernameSchema });

export const inboxQuerySchema = z.strictObject({
  ...paginationQuery,
  unread: z.enum(['true', 'false']).optional().meta({ description: 'true: only what has not been read.' }),
});

export const inboxSchema = pageOf(inboxItemSchema)
  .extend({ unread: z.number().int().meta({ description: 'Messages not yet read, over the whole inbox.' }) })
  .meta({ id: 'InboxResponse' });
export type Inbox = z.infer<typeof inboxSchema>;

export const unreadCountSchema = z.object({ username: z.string(), unread: z.number().int() }).meta({ id: 'UnreadCountResponse' });

export const notificationIdSchema = z
  .string()
  .regex(/^NTF-\d{6,}$/i, 'Like NTF-000042')
  .transform((s) => s.toUpperCase());

export const markReadSchema = z
  .strictObject({
    username: usernameSchema.optional().meta({ description: 'Whose inbox (default: the caller’s; systems must name one).' }),
    notificationIds: z.array(notificationIdSchema).min(1).max(100).optional(),
    all: z.literal(true).optional().meta({ description: 'Mark everything read.' }),
  })
  .refine((b) => (b.notificationIds === undefined) !== (b.all === undefined), { message: 'Give notificationIds or all: true', path: ['notificationIds'] })
  .meta({ id: 'MarkReadRequest' });
export type MarkReadInput = z.input<typeof markReadSchema>;

export const markReadResultSchema = z.object({ updated: z.number().int(), unread: z.number().int() }).meta({ id: 'MarkReadResponse' });

export const notificationParamsSchema = z.strictObject({ notificationId: notificationIdSchema });

export const notificationStatusSchema = notifyResponseSchema
  .extend({
    source: z.enum(NOTIFICATION_SOURCES),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    webhook: z
      .object({ status: z.enum(DELIVERY_STATUSES), attempts: z.number().int(), lastStatus: z.number().int().nullable(), lastError: z.string().nullable(), sentAt: z.string().nullable(), nextAttemptAt: z.string().nullable() })
      .nullable()
      .meta({ description: 'The outbound webhook delivery, when BOT_WEBHOOK_URL is set.' }),
  })
  .meta({ id: 'NotificationStatusResponse' });
export type NotificationStatusResult = z.infer<typeof notificationStatusSchema>;
