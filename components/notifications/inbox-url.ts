'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';

export const INBOX_PAGE_SIZE = 20;

export type InboxShow = 'all' | 'unread';
export type InboxUrlState = { filter: InboxShow; page: number };

const codec: UrlStateCodec<InboxUrlState> = {
  parse: (params) => ({ filter: params.get('filter') === 'unread' ? 'unread' : 'all', page: parsePage(params) }),
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.filter === 'unread') params.set('filter', 'unread');
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The inbox's All/Unread filter and page, kept in the URL so a view can be shared and Back works. */
export function useInboxUrl() {
  return useUrlState(codec, '/inbox');
}
