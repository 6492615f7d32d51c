import Link from 'next/link';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { APPROVALS_HREF, navItemsFor, type ShellUser } from './nav-items';
import { NavLinks, type ShownNavItem } from './nav-links';
import { UserMenu } from './user-menu';

// Also spelled out in the menu icon's classes (`#mobile-nav:popover-open`): Tailwind reads class names as written.
const MOBILE_NAV_ID = 'mobile-nav';

/**
 * Rendered on the server: only the links (the current page, the waiting count), the bell and the user
 * menu's toggle run in the browser, so the rest of the bar costs no JavaScript on any signed-in page.
 */
export function TopBar({ user }: { user: ShellUser }) {
  const items: ShownNavItem[] = navItemsFor(user.roles).map(({ href, label }) => (href === APPROVALS_HREF ? { href, label, counts: true } : { href, label }));

  // The phone menu is a native popover: it opens from the server's HTML before React has hydrated (a tap
  // on a React toggle then was lost), and the browser closes it on Escape or a tap outside. Its button's
  // icon follows the popover's state through CSS.
  return (
    <header className="group relative border-b border-gray-200 bg-white print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 xl:gap-6">
        <button
          type="button"
          popoverTarget={MOBILE_NAV_ID}
          aria-controls={MOBILE_NAV_ID}
          className="flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-gray-900 hover:bg-gray-100 xl:hidden"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
            <path className="hidden group-has-[#mobile-nav:popover-open]:inline" d="M5.3 4.2 10 8.9l4.7-4.7 1.1 1.1L11.1 10l4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1L8.9 10 4.2 5.3z" />
            <path className="group-has-[#mobile-nav:popover-open]:hidden" d="M3 5h14v1.5H3zm0 4.25h14v1.5H3zm0 4.25h14V15H3z" />
          </svg>
          Menu
        </button>
        <Link href="/" className="rounded-md px-1 text-lg font-bold whitespace-nowrap text-indigo-800">
          Acme HR
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks items={items} username={user.username} layout="row" />
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
        id={MOBILE_NAV_ID}
        popover="auto"
        aria-label="Main"
        className="absolute inset-x-0 top-14 bottom-auto m-0 w-auto max-w-none border-0 border-b border-gray-200 bg-white px-4 py-2 text-gray-900 shadow-md xl:hidden"
      >
        <NavLinks items={items} username={user.username} layout="column" popoverId={MOBILE_NAV_ID} />
      </nav>
    </header>
  );
}
