'use client';
import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';

// The job page is the same HTML for every visitor (a shared cache serves it), so the list a visitor
// came from cannot be in it: the list page leaves its URL in this tab's storage, and the job page's
// back link picks it up once it runs in the browser.
const KEY = 'careers:last-list';

/** Only a list URL of this site: a stored value is never trusted to be a safe link. */
function isListHref(href: string | null): href is string {
  return href === '/careers' || (href?.startsWith('/careers?') ?? false);
}

/** Remembers the list being shown (its canonical URL) for the job pages opened from it. */
export function RememberResults({ href }: { href: string }) {
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, href);
    } catch {
      // Storage can be off (private modes, policies): the back link then stays "All open jobs".
    }
  }, [href]);
  return null;
}

const noSubscription = () => () => {};

function rememberedList(): string | null {
  try {
    const href = sessionStorage.getItem(KEY);
    return isListHref(href) ? href : null;
  } catch {
    return null;
  }
}

/** "All open jobs" as served; "Back to results" to the remembered list once hydrated, when there is one. */
export function BackToResults() {
  // The server's snapshot is null, so hydration matches the cached HTML before the link changes.
  const list = useSyncExternalStore(noSubscription, rememberedList, () => null);
  const filtered = list !== null && list !== '/careers';
  return (
    <Link href={list ?? '/careers'} className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-indigo-800 hover:underline">
      <span aria-hidden="true">←</span> {filtered ? 'Back to results' : 'All open jobs'}
    </Link>
  );
}
