'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';

export const APPROVALS_PAGE_SIZE = 20;

const codec: UrlStateCodec<{ page: number }> = {
  parse: (params) => ({ page: parsePage(params) }),
  toQueryString: ({ page }) => (page > 1 ? `page=${page}` : ''),
};

/** The page of the queue lives in the URL, so Back and a shared link land on the same page. */
export function useApprovalsUrl() {
  return useUrlState(codec, '/approvals');
}
