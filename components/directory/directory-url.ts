'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

export const PAGE_SIZE = 20;

export type DirectoryUrlState = { q: string; unit: string; location: string; page: number };

type Readable = { get(name: string): string | null };

export function parseDirectoryUrl(params: Readable): DirectoryUrlState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    unit: params.get('unit') ?? '',
    location: params.get('location') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

function toQueryString(state: DirectoryUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.unit) params.set('unit', state.unit);
  if (state.location) params.set('location', state.location);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/**
 * The directory's filters live in the URL so a search can be shared and Back steps through it.
 * Native history calls update useSearchParams without a server round trip.
 */
export function useDirectoryUrl() {
  const searchParams = useSearchParams();
  const pathname = usePathname() ?? '/directory';
  const state = parseDirectoryUrl(searchParams);

  const update = useCallback(
    (patch: Partial<DirectoryUrlState>, mode: 'push' | 'replace' = 'push') => {
      const current = parseDirectoryUrl(new URLSearchParams(window.location.search));
      // Any filter change starts again from the first page.
      const next = { ...current, ...patch, page: patch.page ?? 1 };
      const query = toQueryString(next);
      const url = query ? `${pathname}?${query}` : pathname;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [pathname],
  );

  return [state, update] as const;
}
