// Words for inbox values. Messages are fetched in the browser only, so "5 minutes ago" is worked out
// against the viewer's clock and the server never renders a different one.
import { formatInstant } from '@/components/ui/format-instant';
import type { InboxItem, NotificationSource } from '@/lib/notifications/hooks';

export const SOURCE_LABELS: Record<NotificationSource, string> = {
  bot: 'Assistant bot',
  leave: 'Leave',
  attendance: 'Attendance',
  referrals: 'Referrals',
};

/** "leave_reminder" -> "Leave reminder": systems name their types for machines. */
export function messageTypeLabel(messageType: string): string {
  const words = messageType.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : messageType;
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday"; a week or more back, the date and time. */
export function formatWhen(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  // A clock a little behind the server's would otherwise say "in 2 seconds".
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatInstant(iso);
}

const SUMMARY_LENGTH = 60;

/** A few words that tell one message from another, for the name of its "Mark as read" button. */
export function summaryOf(item: InboxItem): string {
  const first = item.components.find((c) => c.type === 'heading') ?? item.components[0];
  const text = (first?.label ?? messageTypeLabel(item.messageType)).replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}
