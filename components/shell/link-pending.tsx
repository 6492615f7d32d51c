'use client';

import { useLinkStatus } from 'next/link';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown inside a navigation link while the page it leads to is on its way. The signed-in pages have no
 * route-wide loading skeleton (it would stream every page's first data into a hidden element that only
 * a script reveals, after the first paint), so this is the feedback that a click was taken.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <Spinner className="ml-2 size-3" /> : null;
}
