import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cx } from '@/components/ui/cx';

const VARIANTS = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
} as const;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS };

/** A link that looks like a Button: it navigates, so it stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={cx('inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium', VARIANTS[variant], className)}
      {...props}
    />
  );
}
