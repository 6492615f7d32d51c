import { QueryClient, hydrate } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialQueries } from '@/app/api/prefetch';
import { GET as balanceRoute } from '@/app/api/leave/v1/detail/user/[username]/route';
import { GET as historyRoute } from '@/app/api/leave/v1/history/user/[username]/route';
import { leaveBalanceQueryOptions, leaveHistoryQueryOptions } from '@/lib/leave/hooks';
import { orgDate } from '@/lib/time';
import { call, sessionFor } from '../helpers/call';

const YEAR = Number(orgDate().slice(0, 4));

/** The headers a signed-in page request carries once server.ts has set the forwarding ones. */
async function pageHeaders(username: string): Promise<Headers> {
  const { session } = await sessionFor(username);
  return new Headers({ cookie: `next-auth.session-token=${session}`, 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', host: 'localhost' });
}

/** What the browser's React Query cache holds after hydrating `state`. */
function cacheAfter(state: Awaited<ReturnType<typeof initialQueries>>): QueryClient {
  const client = new QueryClient();
  hydrate(client, state);
  return client;
}

let employeeHeaders: Headers;
beforeAll(async () => {
  employeeHeaders = await pageHeaders('employee');
});

describe('initialQueries (a page reading its first data on the server, through the route that serves each operation)', () => {
  it('seeds each query key with exactly what the API answers the same caller', async () => {
    const balance = leaveBalanceQueryOptions('employee', YEAR);
    const history = leaveHistoryQueryOptions('employee', { offset: 0, limit: 10 });
    const state = await initialQueries(employeeHeaders, [
      balance,
      history,
    ]);
    const cache = cacheAfter(state);

    const session = await sessionFor('employee');
    const fromApi = await call(balanceRoute, { params: { username: 'employee' }, query: { year: String(YEAR) }, as: session });
    expect(fromApi.status).toBe(200);
    expect(cache.getQueryData(balance.queryKey)).toEqual(fromApi.json);
    const historyFromApi = await call(historyRoute, { params: { username: 'employee' }, query: { offset: '0', limit: '10' }, as: session });
    expect(cache.getQueryData(history.queryKey)).toEqual(historyFromApi.json);
    expect(cache.getQueryState(balance.queryKey)?.status).toBe('success');
  });

  it('leaves out a read the caller may not make, so the page falls back to fetching it (and showing the error)', async () => {
    const state = await initialQueries(await pageHeaders('employee2'), [
      leaveBalanceQueryOptions('employee', YEAR),
      leaveBalanceQueryOptions('employee2', YEAR),
    ]);
    const cache = cacheAfter(state);
    expect(cache.getQueryData(leaveBalanceQueryOptions('employee', YEAR).queryKey)).toBeUndefined();
    expect(cache.getQueryData(leaveBalanceQueryOptions('employee2', YEAR).queryKey)).toMatchObject({ username: 'employee2', year: YEAR });
  });

  it('reads nothing without a session', async () => {
    const state = await initialQueries(new Headers({ 'x-forwarded-for': '127.0.0.1' }), [
      leaveBalanceQueryOptions('employee', YEAR),
    ]);
    expect(state.queries).toHaveLength(0);
  });

  it('refuses query options that do not name an operation it can read through', async () => {
    await expect(initialQueries(employeeHeaders, [{ queryKey: ['x'] }])).rejects.toThrow(/names no operation/);
    await expect(initialQueries(employeeHeaders, [{ queryKey: ['x'], meta: { operation: 'applyLeave', url: '/api/leave/v1/apply' } }])).rejects.toThrow(/names no operation/);
  });
});
