'use client';

import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { useApprovalsWaiting } from '@/lib/approvals/hooks';
import { APPROVALS_HREF, decidesRequests, isCurrent, navItemsFor, type NavItem, type ShellUser } from './nav-items';
import { UserMenu } from './user-menu';

type NavLinksProps = {
  items: readonly NavItem[];
  layout: 'row' | 'column';
  /** requests waiting for the viewer's decision, shown on Approvals */
  waiting: number;
  onNavigate?: () => void;
};

const MAX_SHOWN = 99;

function NavLinks({ items, layout, waiting, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '';
  return (
    <ul className={cx('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        const count = item.href === APPROVALS_HREF ? waiting : 0;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              // The count is in the link's name (the badge only repeats it), as the bell's is.
              aria-label={count > 0 ? `${item.label}, ${count} waiting` : undefined}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cx(
                'flex min-h-10 items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap',
                current ? 'bg-indigo-50 text-indigo-800' : 'text-gray-800 hover:bg-gray-100',
              )}
            >
              {item.label}
              {count > 0 ? (
                <span aria-hidden="true" className="ml-1.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
                  {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
                </span>
              ) : null}
              <LinkPending />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Shown inside a navigation link while the page it leads to is on its way. The signed-in pages have no
 * route-wide loading skeleton (it would stream every page's first data into a hidden element that only
 * a script reveals, after the first paint), so this is the feedback that a click was taken.
 */
function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner className="ml-2 size-3" /> : null;
}

const MOBILE_NAV_ID = 'mobile-nav';

export function TopBar({ user }: { user: ShellUser }) {
  // The phone menu is a native popover: it opens from the server's HTML before React has hydrated (a tap
  // on a React toggle then was lost), and the browser closes it on Escape or a tap outside. React only
  // follows its state, for the icon.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const items = navItemsFor(user.roles);
  const waiting = useApprovalsWaiting(user.username, decidesRequests(user.roles)).data?.total ?? 0;

  return (
    <header className="relative border-b border-gray-200 bg-white print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 xl:gap-6">
        <button
          type="button"
          popoverTarget={MOBILE_NAV_ID}
          aria-controls={MOBILE_NAV_ID}
          className="flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-gray-900 hover:bg-gray-100 xl:hidden"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
            {menuOpen ? (
              <path d="M5.3 4.2 10 8.9l4.7-4.7 1.1 1.1L11.1 10l4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1L8.9 10 4.2 5.3z" />
            ) : (
              <path d="M3 5h14v1.5H3zm0 4.25h14v1.5H3zm0 4.25h14V15H3z" />
            )}
          </svg>
          Menu
        </button>
        <Link href="/" className="rounded-md px-1 text-lg font-bold whitespace-nowrap text-indigo-800">
          Acme HR
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks items={items} layout="row" waiting={waiting} />
        </nav>
        {/* At phone width the user's name gives way (it truncates) so the bell fits beside it. */}
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <NotificationBell username={user.username} />
          <UserMenu user={user} />
        </div>
      </div>
      {/* In the top layer a popover is placed against the page, not the header: absolute at the header's
          height, it opens just below the header and scrolls with it. */}
      <nav
        ref={menuRef}
        id={MOBILE_NAV_ID}
        popover="auto"
        aria-label="Main"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        className="absolute inset-x-0 top-14 bottom-auto m-0 w-auto max-w-none border-0 border-b border-gray-200 bg-white px-4 py-2 text-gray-900 shadow-md xl:hidden"
      >
        <NavLinks items={items} layout="column" waiting={waiting} onNavigate={() => menuRef.current?.hidePopover()} />
      </nav>
    </header>
  );
}
