import type { ReactNode } from 'react';
import { cx } from './cx';

/** A small rounded label; `tone` gives its colours (background, text, ring), which only repeat the words. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={cx('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tone)}>{children}</span>;
}
