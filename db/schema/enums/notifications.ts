// The enum values of the notifications tables' columns, re-exported by db/schema/enums.ts (which says why they are apart).

/** queued -> delivered (sent to the webhook, or shown in the inbox) -> read. */
export const NOTIFICATION_STATUSES = ['queued', 'delivered', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Webhook delivery: pending -> sent, or failed after its retries. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where a notification came from: the bot endpoint, or an event in the product (recruiting: a new application for a job's recruiter). */
export const NOTIFICATION_SOURCES = ['bot', 'leave', 'attendance', 'referrals', 'recruiting'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];
