'use client';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useOrgTime } from '@/components/ui/org-time';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { useMarkRead, type InboxItem, type NotificationSource } from '@/lib/notifications/hooks';
import { DesignComponents } from './design-components';

/** Says "Unread" in words; the dot and the colour only repeat it. */
function UnreadMarker() {
  return (
    <Badge tone="bg-indigo-50 text-indigo-900 ring-indigo-600">
      <span aria-hidden="true" className="size-2 rounded-full bg-indigo-700" />
      Unread
    </Badge>
  );
}

// Words for inbox values. Messages are fetched in the browser only, so "5 minutes ago" is worked out
// against the viewer's clock and the server never renders a different one.
const SOURCE_LABELS: Record<NotificationSource, string> = {
  bot: 'Assistant bot',
  leave: 'Leave',
  attendance: 'Attendance',
  referrals: 'Referrals',
  recruiting: 'Recruiting',
};

/** "leave_reminder" -> "Leave reminder": systems name their types for machines. */
function messageTypeLabel(messageType: string): string {
  const words = messageType.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : messageType;
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday"; a week or more back, the date and time (`instant` words it). */
function formatWhen(iso: string, instant: (iso: string) => string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  // A clock a little behind the server's would otherwise say "in 2 seconds".
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return instant(iso);
}

const SUMMARY_LENGTH = 60;

/** A few words that tell one message from another, for the name of its "Mark as read" button. */
function summaryOf(item: InboxItem): string {
  const first = item.components.find((c) => c.type === 'heading') ?? item.components[0];
  const text = (first?.label ?? messageTypeLabel(item.messageType)).replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}

type NotificationCardProps = { item: InboxItem; onMarked: (announcement: string) => void };

/** One message: what kind, where from and when, its components in order, and Mark as read while unread. */
export function NotificationCard({ item, onMarked }: NotificationCardProps) {
  const markRead = useMarkRead();
  const { instant } = useOrgTime();
  const unread = item.status !== 'read';
  const summary = summaryOf(item);

  function mark() {
    // mutateAsync: under the Unread filter the refetched list drops this card, and mutate's own
    // callbacks would not run once it has gone; the announcement belongs to the page.
    markRead.mutateAsync({ body: { notificationIds: [item.notificationId] } }).then(() => onMarked(`Marked as read: ${summary}`), () => undefined);
  }

  return (
    <li className={cx('space-y-3 rounded-lg border bg-white p-4 text-sm text-gray-700', unread ? 'border-indigo-300 shadow-sm' : 'border-gray-200')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className={cx('text-base text-gray-900 wrap-anywhere', unread ? 'font-bold' : 'font-medium')}>{messageTypeLabel(item.messageType)}</h3>
          <p className="wrap-anywhere">
            {SOURCE_LABELS[item.source]} · sent by {item.from} ·{' '}
            <time dateTime={item.createdAt} title={instant(item.createdAt)}>
              {formatWhen(item.createdAt, instant)}
            </time>
          </p>
        </div>
        {unread ? <UnreadMarker /> : null}
      </div>
      <DesignComponents components={item.components} />
      {unread ? (
        <div className="space-y-2">
          {markRead.isError ? <Alert title="It was not marked as read">{errorMessage(markRead.error)}</Alert> : null}
          <Button variant="secondary" onClick={mark} pending={markRead.isPending} aria-label={`Mark as read: ${summary}`}>
            {markRead.isPending ? <Spinner /> : null}
            Mark as read
          </Button>
        </div>
      ) : null}
    </li>
  );
}
