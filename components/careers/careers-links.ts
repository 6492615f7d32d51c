import type { CareerQuery } from '@/lib/jobs/career-site';

/** The parameters of a list URL, in the order the search form sends them. */
const PARAMS = ['q', 'location', 'unit', 'type', 'minExp', 'maxExp', 'sort', 'page'] as const;

/**
 * The one URL of a list: what is not asked (an empty keyword, the newest-first order, page 1) is left
 * out, so the plain /careers is canonical and every list has exactly one address to share and cache.
 */
export function careersHref(query: CareerQuery): string {
  const params = new URLSearchParams();
  const defaults: Partial<Record<(typeof PARAMS)[number], unknown>> = { q: '', sort: 'newest', page: 1 };
  for (const name of PARAMS) {
    const value = query[name];
    if (value !== null && value !== defaults[name]) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `/careers?${search}` : '/careers';
}

/** A candidate id as the API issues them, CAND-000123. */
const REFERENCE = /^CAND-\d{6,}$/;

/** The reference from the confirmation page's query string; null when missing or not one of ours. */
export function referenceFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return REFERENCE.test(text) ? text : null;
}
