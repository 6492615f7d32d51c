import Link from 'next/link';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { skeletonBars } from '@/components/ui/skeleton';
import { cx } from '@/components/ui/cx';

type HomeCardProps = {
  /** The heading's id, which names the card's region. */
  id: string;
  title: string;
  /** The page that holds the whole of what the card sums up. */
  link?: { href: string; label: string };
  className?: string;
  children: ReactNode;
};

/** One card of the home page: a region named by its heading, with a link to the page it sums up. */
export function HomeCard({ id, title, link, className, children }: HomeCardProps) {
  return (
    <section aria-labelledby={id} className={cx('flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5', className)}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="flex-1 text-sm text-gray-700">{children}</div>
      {link ? (
        <Link href={link.href} className="inline-flex min-h-11 items-center self-start font-medium text-indigo-800 underline">
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

/** What a card needs of its read (a React Query result). */
type Read<T> = { data: T | undefined; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

type CardBodyProps<T> = {
  read: Read<T>;
  /** What was read, for the loading and failure lines: "Your leave balance". */
  what: string;
  /** The placeholder bars' classes while it loads. */
  bars: readonly string[];
  /** Said instead of the content when the answer holds nothing to show. */
  empty?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/** A card's content in each state of its read: loading, failed (with Retry), empty, or loaded. */
export function CardBody<T>({ read, what, bars, empty, children }: CardBodyProps<T>) {
  if (read.isError && read.data === undefined) {
    return <RetryAlert title={`${what} could not be loaded`} error={read.error} retrying={read.isFetching} onRetry={() => void read.refetch()} />;
  }
  if (read.data === undefined) {
    return (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          Loading {what.toLowerCase()}…
        </p>
        {skeletonBars(bars)}
      </div>
    );
  }
  const nothing = empty?.(read.data);
  return nothing ? <p>{nothing}</p> : children(read.data);
}
