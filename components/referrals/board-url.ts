'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { jobCodeSchema } from '@/lib/jobs/schemas';

/**
 * The board's one filter. `page` is carried only because the shared URL hook expects it: each column
 * pages on its own, so the board itself never leaves page 1.
 */
export type BoardUrlState = { jobCode: string; page: number };

const codec: UrlStateCodec<BoardUrlState> = {
  parse: (params) => {
    // A hand-edited link breaking the API's job code rule would fail every column with a 400: drop it instead.
    const jobCode = jobCodeSchema.safeParse(params.get('jobCode') ?? '');
    return { jobCode: jobCode.success ? jobCode.data : '', page: parsePage(params) };
  },
  toQueryString: (state) => (state.jobCode ? new URLSearchParams({ jobCode: state.jobCode }).toString() : ''),
};

export function useBoardUrl() {
  return useUrlState(codec, '/recruiter/referrals');
}
