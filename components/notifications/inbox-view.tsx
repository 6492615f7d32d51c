'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { errorMessage } from '@/lib/client/fetch-json';
import { useInbox, useMarkRead } from '@/lib/notifications/hooks';
import { NotificationCard } from './notification-card';

const INBOX_PAGE_SIZE = 20;

type InboxShow = 'all' | 'unread';
type InboxUrlState = { filter: InboxShow; page: number };

const codec: UrlStateCodec<InboxUrlState> = {
  parse: (params) => ({ filter: params.get('filter') === 'unread' ? 'unread' : 'all', page: parsePage(params) }),
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.filter === 'unread') params.set('filter', 'unread');
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The inbox's All/Unread filter and page, kept in the URL so a view can be shared and Back works. */
function useInboxUrl() {
  return useUrlState(codec, '/inbox');
}

const OPTIONS: { value: InboxShow; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

type InboxFilterProps = { value: InboxShow; onChange: (value: InboxShow) => void };

/** All or Unread: two radios, so arrow keys move between them and the choice is announced as such. */
function InboxFilter({ value, onChange }: InboxFilterProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">Show</legend>
      <div className="mt-1 flex gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 has-checked:border-indigo-700 has-checked:bg-indigo-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-indigo-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type MarkAllReadProps = {
  /** Unread messages in the whole inbox; undefined until the list has loaded. */
  unread: number | undefined;
  onMarked: (announcement: string) => void;
};

/** Marks the whole inbox read, including pages not on screen; there is nothing to do when nothing is unread. */
function MarkAllRead({ unread, onMarked }: MarkAllReadProps) {
  const markRead = useMarkRead();

  function markAll() {
    markRead.mutateAsync({ body: { all: true } }).then(
      ({ updated }) => onMarked(updated === 1 ? 'Marked 1 notification as read.' : `Marked ${updated} notifications as read.`),
      () => undefined,
    );
  }

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={markAll} disabled={!unread} pending={markRead.isPending}>
        {markRead.isPending ? <Spinner /> : null}
        Mark all as read
      </Button>
      {markRead.isError ? <Alert title="Nothing was marked as read">{errorMessage(markRead.error)}</Alert> : null}
    </div>
  );
}

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
