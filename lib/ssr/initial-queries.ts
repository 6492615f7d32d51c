import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { RouteHandler } from '@/lib/api/route';

/** A read a page's client components make on load: their query options (with `meta.url`, see apiGet) and the route that answers it. */
export type InitialQuery = {
  options: { queryKey: QueryKey; meta?: Record<string, unknown> };
  handler: RouteHandler;
  /** The route's path parameters, as Next would pass them. */
  params?: Record<string, string>;
};

// What the route handlers read from a request: who is calling (session cookie) and from where.
const FORWARDED = ['cookie', 'x-forwarded-for', 'x-forwarded-proto', 'host'];

/**
 * Makes the reads a signed-in page would start after hydration now, on the server, through the same route
 * handlers: the same authentication, scope and ownership checks, the same answer. Their answers seed React
 * Query, so the first paint shows the data instead of skeletons and no request follows hydration. A read
 * that is refused or fails is left out: the component then fetches it and shows its own error state.
 */
export async function initialQueries(incoming: Headers, queries: InitialQuery[]): Promise<DehydratedState> {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const client = new QueryClient();
  await Promise.all(
    queries.map(async ({ options, handler, params = {} }) => {
      const url = options.meta?.url;
      if (typeof url !== 'string') throw new Error(`Query ${JSON.stringify(options.queryKey)} has no meta.url to read on the server.`);
      const response = await handler(new Request(new URL(url, 'http://localhost'), { headers }), { params: Promise.resolve(params) });
      if (response.ok) client.setQueryData(options.queryKey, await response.json());
    }),
  );
  return dehydrate(client);
}
