// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here.

export {
  DELIVERY_STATUSES,
  NOTIFICATION_SOURCES,
  NOTIFICATION_STATUSES,
  type DeliveryStatus,
  type NotificationSource,
  type NotificationStatus,
} from '@/db/schema/enums';

/** Component types the inbox draws as such; any other type is shown as text. */
export const KNOWN_COMPONENT_TYPES = ['text', 'heading', 'link', 'button'] as const;
