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
