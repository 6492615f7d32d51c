import type { CareerFilter, CareerQuery } from '@/lib/jobs/career-site';

const PARAM: Record<CareerFilter['kind'], string> = { location: 'location', unit: 'unit' };

/** The list URL for a filter and page; page 1 and "no filter" are left out so the plain /careers is canonical. */
export function careersHref({ filter, page }: CareerQuery): string {
  const params = new URLSearchParams();
  if (filter) params.set(PARAM[filter.kind], filter.code);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/careers?${query}` : '/careers';
}

/** A candidate id as the API issues them, CAND-000123. */
const REFERENCE = /^CAND-\d{6,}$/;

/** The reference from the confirmation page's query string; null when missing or not one of ours. */
export function referenceFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return REFERENCE.test(text) ? text : null;
}
