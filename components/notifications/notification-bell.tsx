'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/cx';
import { useUnreadCount } from '@/lib/notifications/unread-count';

const MAX_SHOWN = 99;

/**
 * The way into the inbox, with how many messages are unread. The count is in the link's name (the badge
 * only repeats it); when it cannot be fetched the bell still leads to the inbox, which says what went wrong.
 */
export function NotificationBell({ username }: { username: string }) {
  const { data } = useUnreadCount(username);
  const unread = data?.unread ?? 0;
  const current = (usePathname() ?? '') === '/inbox';
  return (
    <Link
      href="/inbox"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-current={current ? 'page' : undefined}
      className={cx(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-md',
        current ? 'bg-indigo-50 text-indigo-800' : 'text-gray-800 hover:bg-gray-100',
      )}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-6">
        <path d="M6 9a6 6 0 1 1 12 0c0 4.2 1.3 6.2 2 7H4c.7-.8 2-2.8 2-7Z" />
        <path d="M10 19.5a2 2 0 0 0 4 0" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
