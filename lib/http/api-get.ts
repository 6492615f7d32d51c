import { fetchJson } from './fetch-json';

/**
 * The fetch half of React Query options for a GET of our API. `meta.url` names the request, so a server
 * page can make the same read in-process before the first paint (lib/ssr/initial-queries.ts).
 */
export function apiGet<T>(url: string) {
  return { meta: { url }, queryFn: ({ signal }: { signal: AbortSignal }) => fetchJson<T>(url, { signal }) };
}
