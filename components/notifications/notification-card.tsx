'use client';

import { formatInstant } from '@/components/ui/format-instant';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { useMarkRead, type InboxItem } from '@/lib/notifications/hooks';
import { DesignComponents } from './design-components';
import { formatWhen, messageTypeLabel, SOURCE_LABELS, summaryOf } from './notification-format';
import { UnreadMarker } from './unread-marker';

type NotificationCardProps = { item: InboxItem; onMarked: (announcement: string) => void };

/** One message: what kind, where from and when, its components in order, and Mark as read while unread. */
export function NotificationCard({ item, onMarked }: NotificationCardProps) {
  const markRead = useMarkRead();
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
            <time dateTime={item.createdAt} title={formatInstant(item.createdAt)}>
              {formatWhen(item.createdAt)}
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
