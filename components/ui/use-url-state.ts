'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

type Readable = { get(name: string): string | null };

/** How a page's filters are read from and written to its query string. */
export interface UrlStateCodec<S extends { page: number }> {
  parse(params: Readable): S;
  toQueryString(state: S): string;
}

/** A `page` query value: a whole number above 1, else the first page. */
export function parsePage(params: Readable): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/**
 * A list page's filters live in the URL so a view can be shared and Back steps through it. Native
 * history calls update useSearchParams without a server round trip.
 */
export function useUrlState<S extends { page: number }>(codec: UrlStateCodec<S>, fallbackPath: string) {
  const searchParams = useSearchParams();
  const pathname = usePathname() ?? fallbackPath;
  const state = codec.parse(searchParams);

  const update = useCallback(
    (patch: Partial<S>, mode: 'push' | 'replace' = 'push') => {
      const current = codec.parse(new URLSearchParams(window.location.search));
      // Any filter change starts again from the first page.
      const query = codec.toQueryString({ ...current, ...patch, page: patch.page ?? 1 });
      const url = query ? `${pathname}?${query}` : pathname;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [codec, pathname],
  );

  return [state, update] as const;
}

type Update<S> = (patch: Partial<S>, mode?: 'push' | 'replace') => void;

/** A list's search box handler: refining a search replaces its history entry; starting or clearing one adds an entry. */
export function useSearchUpdate<S extends { page: number; q: string }>(update: Update<S>) {
  return useCallback(
    (q: string) => {
      const current = new URLSearchParams(window.location.search).get('q') ?? '';
      update({ q } as Partial<S>, current && q ? 'replace' : 'push');
    },
    [update],
  );
}

/** A list's pagination handler: the next page, with the list's section (`sectionId`) scrolled into view. */
export function usePageUpdate<S extends { page: number }>(update: Update<S>, sectionId: string) {
  return useCallback(
    (page: number) => {
      update({ page } as Partial<S>);
      document.getElementById(sectionId)?.scrollIntoView({ block: 'start' });
    },
    [update, sectionId],
  );
}
