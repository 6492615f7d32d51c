import Link from 'next/link';
import { cx } from '@/components/ui/cx';
import type { CareerQuery } from '@/lib/jobs/career-site';
import { careersHref } from './careers-links';

const ITEM = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium';
const LINK = cx(ITEM, 'border border-gray-300 bg-white text-indigo-800 hover:bg-gray-50');
const CURRENT = cx(ITEM, 'bg-indigo-700 text-white');
const DISABLED = cx(ITEM, 'border border-gray-200 text-gray-600');

/** 1 … 4 5 6 … 10: the ends and the neighbours of the current page, with gaps marked as null. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((p, i) => {
    const previous = pages[i - 1];
    return previous !== undefined && p - previous > 1 ? [null, p] : [p];
  });
}

/** Previous or Next; at either end it stays in place, greyed out, so the row does not jump. */
function StepLink({ href, rel, label }: { href: string | null; rel: 'prev' | 'next'; label: string }) {
  if (!href) {
    return (
      <span aria-disabled="true" className={DISABLED}>
        {label}
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} className={LINK}>
      {label}
    </Link>
  );
}

type PaginationLinksProps = { query: CareerQuery; pageCount: number };

/** Plain links, so paging works before (or without) JavaScript. */
export function PaginationLinks({ query, pageCount }: PaginationLinksProps) {
  if (pageCount <= 1) return null;
  const { page } = query;
  const at = (p: number) => careersHref({ ...query, page: p });
  return (
    <nav aria-label="Pagination" className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepLink href={page > 1 ? at(page - 1) : null} rel="prev" label="Previous" />
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={at(p)} aria-current={p === page ? 'page' : undefined} className={p === page ? CURRENT : LINK}>
                <span className="sr-only">Page </span>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink href={page < pageCount ? at(page + 1) : null} rel="next" label="Next" />
        </li>
      </ul>
    </nav>
  );
}
