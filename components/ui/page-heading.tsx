import Link from 'next/link';
import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  /** What the page is for, in a sentence or two under the title. */
  children: ReactNode;
  /** The list the page belongs to, linked above the title. */
  back?: { href: string; label: string };
  className?: string;
};

/** A page's title and what the page is for: the same heading on every signed-in page. */
export function PageHeading({ title, children, back, className }: PageHeadingProps) {
  if (back) {
    return (
      <div className="space-y-2">
        <Link href={back.href} className="text-sm font-medium text-indigo-800 underline">
          {back.label}
        </Link>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="text-gray-700">{children}</p>
      </div>
    );
  }
  return (
    <div className={className}>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-gray-700">{children}</p>
    </div>
  );
}
