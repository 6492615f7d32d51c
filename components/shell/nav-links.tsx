'use client';

import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { useApprovalsWaiting } from '@/lib/approvals/hooks';

/** A link of the main navigation as the server hands it over: `counts` marks Approvals for a decider. */
export type ShownNavItem = { href: string; label: string; counts?: boolean };

type NavLinksProps = {
  items: readonly ShownNavItem[];
  username: string;
  layout: 'row' | 'column';
  /** The popover these links sit in (the phone menu), closed when one is followed. */
  popoverId?: string;
};

const MAX_SHOWN = 99;

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The main navigation's links: which page is current, and how many requests wait for the viewer's
 * decision on Approvals. The shell around them is rendered on the server.
 */
export function NavLinks({ items, username, layout, popoverId }: NavLinksProps) {
  const pathname = usePathname() ?? '';
  const waiting = useApprovalsWaiting(username, items.some((item) => item.counts)).data?.total ?? 0;
  return (
    <ul className={cx('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        const count = item.counts ? waiting : 0;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              // The count is in the link's name (the badge only repeats it), as the bell's is.
              aria-label={count > 0 ? `${item.label}, ${count} waiting` : undefined}
              aria-current={current ? 'page' : undefined}
              onClick={popoverId ? () => document.getElementById(popoverId)?.hidePopover() : undefined}
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
