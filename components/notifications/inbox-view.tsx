'use client';

import { useCallback, useRef, useState } from 'react';
import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useInbox } from '@/lib/notifications/hooks';
import { InboxFilter } from './inbox-filter';
import { INBOX_PAGE_SIZE, useInboxUrl, type InboxShow } from './inbox-url';
import { MarkAllRead } from './mark-all-read';
import { NotificationCard } from './notification-card';

const LIST_ID = 'notifications';

/** The person's notifications, newest first, all or only the unread (kept in the URL), a page at a time. */
export function InboxView({ username }: { username: string }) {
  const [state, update] = useInboxUrl();
  const unreadOnly = state.filter === 'unread';
  const query = useInbox(username, { offset: (state.page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE, unreadOnly });
  const [announcement, setAnnouncement] = useState('');
  const announcer = useRef<HTMLParagraphElement>(null);

  // A "Mark as read" button goes away with what it did (and Mark all turns disabled), so focus moves to the
  // words that say what happened rather than falling back to the top of the page.
  const onMarked = useCallback((message: string) => {
    setAnnouncement(message);
    announcer.current?.focus();
  }, []);
  const onFilter = useCallback(
    (filter: InboxShow) => {
      setAnnouncement('');
      update({ filter });
    },
    [update],
  );
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById(LIST_ID)?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <InboxFilter value={state.filter} onChange={onFilter} />
        <MarkAllRead unread={query.data?.unread} onMarked={onMarked} />
      </div>
      <p ref={announcer} tabIndex={-1} role="status" aria-live="polite" className="text-sm font-medium text-gray-900 focus:outline-none">
        {announcement}
      </p>
      <ListResults
        query={query}
        id={LIST_ID}
        heading={unreadOnly ? 'Unread notifications' : 'All notifications'}
        noun="notifications"
        page={state.page}
        pageSize={INBOX_PAGE_SIZE}
        onPage={onPage}
        skeleton={<RecordListSkeleton />}
        filtered={unreadOnly}
        noMatches={
          <EmptyState title="Nothing unread" action={<Button variant="secondary" onClick={() => onFilter('all')}>Show all notifications</Button>}>
            You have read every notification.
          </EmptyState>
        }
        empty={
          <EmptyState title="No notifications yet">
            Messages from HR systems, and news of your leave, attendance and referrals, will appear here.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <NotificationCard key={item.notificationId} item={item} onMarked={onMarked} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
