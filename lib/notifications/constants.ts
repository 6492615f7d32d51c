// Plain values shared by the schema, the API and the browser (no database code, so pages can import them).

/** DESIGN.md section 3: queued -> delivered (sent to the webhook, or shown in the inbox) -> read. */
export const NOTIFICATION_STATUSES = ['queued', 'delivered', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** DESIGN.md section 3: webhook delivery pending -> sent, or failed after its retries. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where a notification came from: the bot endpoint, or an event in the product. */
export const NOTIFICATION_SOURCES = ['bot', 'leave', 'attendance', 'referrals'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** Component types the inbox draws as such; any other type is shown as text. */
export const KNOWN_COMPONENT_TYPES = ['text', 'heading', 'link', 'button'] as const;
