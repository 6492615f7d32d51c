// The table versions pushed to the process on PostgreSQL (db/version-listener.ts): what other processes
// commit arrives by notification, so a cached read asks the database nothing; without its listener the
// process reads the versions per request until it is back; its own commits are seen by its next read; and
// closing the database closes the listener's connection.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, connect, getDb, postgresPool, rawRows, transaction } from '@/db/client';
import { auditLog, businessUnits } from '@/db/schema';
import { versionedCache } from '@/db/versioned-cache';
import { pushedVersions, VERSION_LISTENER_NAME } from '@/db/version-listener';

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('the version listener (PostgreSQL)', () => {
  const names = versionedCache<string>(['business_units']);
  const nameOf = (code: string) =>
    names(getDb(), code, async () => (await getDb().select({ name: businessUnits.name }).from(businessUnits).where(eq(businessUnits.orgUnitCode, code)))[0]?.name ?? '');
  const pool = () => postgresPool(getDb());
  const primed = () => pushedVersions(pool()) !== null;

  /** Counts the statements on this process's pool that read table_versions, from now on. */
  function countVersionReads(): () => number {
    const query = vi.spyOn(pool(), 'query');
    return () => query.mock.calls.filter(([config]) => JSON.stringify(config).includes('table_versions')).length;
  }

  /** Another machine's commit: its own pool, closed after. */
  async function renameElsewhere(code: string, name: string): Promise<void> {
    const other = connect();
    try {
      await other.update(businessUnits).set({ name }).where(eq(businessUnits.orgUnitCode, code));
    } finally {
      await closeDatabase(other);
    }
  }

  beforeAll(async () => {
    await nameOf('SALES');
    await vi.waitFor(() => expect(primed()).toBe(true));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("hears of another machine's commit by notification, and reads no versions for it", async () => {
    const reads = countVersionReads();
    expect(await nameOf('SALES')).toBe('Sales & Marketing');
    await renameElsewhere('SALES', 'Revenue');
    await expect.poll(() => nameOf('SALES')).toBe('Revenue');
    await renameElsewhere('SALES', 'Sales & Marketing');
    await expect.poll(() => nameOf('SALES')).toBe('Sales & Marketing');
    expect(reads()).toBe(0);
  });

  it('sees its own commit at its next read, without reading the versions again', async () => {
    expect(await nameOf('TECH')).toBe('Technology');
    const reads = countVersionReads();
    const rename = (name: string) =>
      transaction(getDb(), async (tx) => {
        await tx.update(businessUnits).set({ name }).where(eq(businessUnits.orgUnitCode, 'TECH'));
      });
    await rename('Engineering');
    // No waiting for the notification: the commit's round trip brought the versions it made.
    expect(await nameOf('TECH')).toBe('Engineering');
    await rename('Technology');
    expect(await nameOf('TECH')).toBe('Technology');
    expect(reads()).toBe(0);
  });

  it('reads no versions after its own commit that changed no versioned table', async () => {
    expect(await nameOf('TECH')).toBe('Technology');
    const reads = countVersionReads();
    await transaction(
      getDb(),
      async (tx) => {
        await tx.insert(auditLog).values({ actor: 'system', actorType: 'system', action: 'test', requestId: 'version-listener', at: new Date().toISOString() });
      },
      { locks: [] },
    );
    expect(await nameOf('TECH')).toBe('Technology');
    expect(reads()).toBe(0);
  });

  it("closes with its database: closeDatabase ends the listener's connection", async () => {
    const listening = async () =>
      (await rawRows<{ n: number }>(getDb(), sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${VERSION_LISTENER_NAME} AND datname = current_database()`))[0]?.n;
    const other = connect();
    await vi.waitFor(() => expect(pushedVersions(postgresPool(other))).not.toBeNull());
    expect(await listening()).toBe(2);
    await closeDatabase(other);
    await expect.poll(listening).toBe(1);
  });

  it('without its listener reads the versions per request, and stops once the listener is back', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    // The listener's connections are refused until the test lets them through; the pool's are not.
    const realConnect = pg.Client.prototype.connect;
    let refusing = true;
    vi.spyOn(pg.Client.prototype, 'connect').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const name = (this as unknown as { connectionParameters: { application_name?: string } }).connectionParameters.application_name;
      if (refusing && name === VERSION_LISTENER_NAME) return Promise.reject(new Error('refused by the test'));
      return (realConnect as (...args: unknown[]) => Promise<pg.Client>).apply(this, args);
    } as typeof realConnect);
    await rawRows(getDb(), sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${VERSION_LISTENER_NAME} AND datname = current_database()`);
    await expect.poll(primed).toBe(false);
    expect(said.mock.calls.flat().join(' ')).toContain('version listener lost');

    // Each read asks, so another machine's commit is seen at once.
    const reads = countVersionReads();
    await nameOf('SALES');
    await renameElsewhere('SALES', 'Revenue');
    expect(await nameOf('SALES')).toBe('Revenue');
    expect(reads()).toBe(2);

    refusing = false;
    await expect.poll(primed, { timeout: 15_000 }).toBe(true);
    const before = reads();
    await renameElsewhere('SALES', 'Sales & Marketing');
    await expect.poll(() => nameOf('SALES')).toBe('Sales & Marketing');
    expect(reads()).toBe(before);
  });
});
