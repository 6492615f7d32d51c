// What a piece of work sends to PostgreSQL: one entry per round trip (pg's Client.query), each the start of
// its SQL, so that a test can count a write's round trips and show which statements went when it fails.
import pg from 'pg';
import { vi } from 'vitest';

export async function postgresRoundTrips<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await run();
    const sent = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text).slice(0, 80));
    return { result, sent };
  } finally {
    spy.mockRestore();
  }
}
