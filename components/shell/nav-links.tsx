'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/cx';
import { LinkPending } from './link-pending';
import { isCurrent, type NavItem } from './nav-items';

type NavLinksProps = { items: readonly NavItem[]; layout: 'row' | 'column'; onNavigate?: () => void };

export function NavLinks({ items, layout, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '';
  return (
    <ul className={cx('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cx(
                'flex min-h-10 items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap',
                current ? 'bg-indigo-50 text-indigo-800' : 'text-gray-800 hover:bg-gray-100',
              )}
            >
              {item.label}
              <LinkPending />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
