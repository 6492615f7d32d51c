'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';

export const PAGE_SIZE = 20;

export type DirectoryUrlState = { q: string; unit: string; location: string; page: number };

const codec: UrlStateCodec<DirectoryUrlState> = {
  parse: (params) => ({
    q: (params.get('q') ?? '').trim(),
    unit: params.get('unit') ?? '',
    location: params.get('location') ?? '',
    page: parsePage(params),
  }),
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.q) params.set('q', state.q);
    if (state.unit) params.set('unit', state.unit);
    if (state.location) params.set('location', state.location);
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The directory's search and filters, kept in the URL. */
export function useDirectoryUrl() {
  return useUrlState(codec, '/directory');
}
