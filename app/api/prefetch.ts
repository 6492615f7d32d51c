import 'server-only';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { ROUTE_MODULES } from './handlers.gen';

/** A read a page's client components make on load: their query options (from queryOptionsFor, whose `meta` names the operation). */
export type InitialQuery = { queryKey: QueryKey; meta?: Record<string, unknown> };

// What the route handlers read from a request: who is calling (session cookie) and from where.
const FORWARDED = ['cookie', 'x-forwarded-for', 'x-forwarded-proto', 'host'];

/**
 * Makes the reads a signed-in page would start after hydration now, on the server, through the route
 * that serves each operation (./handlers.gen.ts): the same authentication, scope and ownership checks,
 * the same answer. Their answers seed React Query, so the first paint shows the data instead of
 * skeletons and no request follows hydration. A read that is refused or fails is left out: the component
 * then fetches it and shows its own error state.
 */
export async function initialQueries(incoming: Headers, queries: InitialQuery[]): Promise<DehydratedState> {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  const client = new QueryClient();
  await Promise.all(
    queries.map(async ({ queryKey, meta }) => {
      const { operation, url, input } = (meta ?? {}) as { operation?: unknown; url?: unknown; input?: { params?: Record<string, string> } };
      const load = typeof operation === 'string' ? ROUTE_MODULES[operation] : undefined;
      if (!load || typeof url !== 'string') throw new Error(`Query ${JSON.stringify(queryKey)} names no operation a server page can read.`);
      const handler = (await load()).GET;
      const response = await handler(new Request(new URL(url, 'http://localhost'), { headers }), { params: Promise.resolve(input?.params ?? {}) });
      if (response.ok) client.setQueryData(queryKey, await response.json());
    }),
  );
  return dehydrate(client);
}
