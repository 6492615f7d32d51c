import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { closeDatabase, connect, getDb, openDatabase, transaction, type Db } from '@/db/client';
import { dropVersionSnapshot, tableVersionStamp, versionedCache, withVersionSnapshot } from '@/db/versioned-cache';
import { walIndexHeader } from '@/db/wal-header';
import { employees } from '@/db/schema';
import { count, eq } from 'drizzle-orm';

// A cache of how many employees have a given designation, kept until the employees table changes.
const counted = versionedCache<number>(['employees']);
const computed: string[] = [];
function countDesignation(designation: string, db: Db = getDb()): Promise<number> {
  return counted(db, designation, async () => {
    computed.push(designation);
    const [row] = await db.select({ n: count() }).from(employees).where(eq(employees.designation, designation));
    return row?.n ?? 0;
  });
}

/**
 * Changes an employee from another connection, as another server process would. On PostgreSQL this process
 * hears of it when the commit's notification arrives (db/version-listener.ts), so the tests wait for that.
 */
async function renameFromAnotherProcess(username: string, designation: string): Promise<void> {
  const other = connect();
  try {
    await other.update(employees).set({ designation }).where(eq(employees.username, username));
  } finally {
    await closeDatabase(other);
  }
}

describe('versionedCache', () => {
  it('computes once, and again after another process changes the table', async () => {
    const before = await countDesignation('Cache Probe');
    await countDesignation('Cache Probe');
    expect(computed.filter((d) => d === 'Cache Probe')).toHaveLength(1);
    await renameFromAnotherProcess('employee2', 'Cache Probe');
    await expect.poll(() => countDesignation('Cache Probe')).toBe(before + 1);
    expect(computed.filter((d) => d === 'Cache Probe')).toHaveLength(2);
  });

  it('computes a value asked for by several requests at once once, and keeps no failed computation', async () => {
    const lookups = await Promise.all([1, 2, 3].map(() => countDesignation('Concurrent Probe')));
    expect(new Set(lookups).size).toBe(1);
    expect(computed.filter((d) => d === 'Concurrent Probe')).toHaveLength(1);

    let attempts = 0;
    const failing = versionedCache<number>(['employees']);
    const flaky = () =>
      failing(getDb(), 'flaky', async () => {
        attempts++;
        if (attempts === 1) throw new Error('the database went away');
        return attempts;
      });
    await expect(flaky()).rejects.toThrow('the database went away');
    expect(await flaky()).toBe(2);
    expect(await flaky()).toBe(2);
  });

  it('keeps an entry’s value but not the request it was computed in', async () => {
    // A request's async context (under Next.js, its response and all it holds) must end with the request.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const requestContext = new AsyncLocalStorage<{ response: Uint8Array }>();
    const kept = versionedCache<number>(['employees']);
    const request = await (async () => {
      const store = { response: new Uint8Array(1024) };
      await requestContext.run(store, () => kept(getDb(), 'answer', async () => 42));
      return new WeakRef(store);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(request.deref()).toBeUndefined();
    expect(await kept(getDb(), 'answer', async () => 0)).toBe(42);
  });

  it('inside one read request reads the versions once, so the request sees one state throughout', async () => {
    const first = await countDesignation('Snapshot Probe');
    const during = await withVersionSnapshot(async () => {
      await countDesignation('Snapshot Probe');
      await renameFromAnotherProcess('employee', 'Snapshot Probe');
      return countDesignation('Snapshot Probe');
    });
    expect(during).toBe(first);
    // A later request sees the change.
    await expect.poll(() => withVersionSnapshot(() => countDesignation('Snapshot Probe'))).toBe(first + 1);
  });

  it('drops every entry at a change, and a request begun before it neither sees nor evicts the newer entries', async () => {
    await countDesignation('Generation A');
    await countDesignation('Generation B');
    expect(counted.size(getDb())).toBeGreaterThanOrEqual(2);
    const computedBefore = computed.length;
    let changed!: () => void;
    const change = new Promise<void>((resolve) => (changed = resolve));
    const older = withVersionSnapshot(async () => {
      await countDesignation('Generation A');
      // Another process changes the table and a newer request caches its answer meanwhile.
      await change;
      return countDesignation('Generation C');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stamp = await tableVersionStamp(getDb(), ['employees']);
    await renameFromAnotherProcess('employee2', 'Generation C');
    // Once this process has heard of the change: a read before it would cache C beside A and B.
    await expect.poll(() => tableVersionStamp(getDb(), ['employees'])).not.toBe(stamp);
    expect(await withVersionSnapshot(() => countDesignation('Generation C'))).toBe(1);
    // The change dropped A and B: the cache holds only what was computed since.
    expect(counted.size(getDb())).toBe(1);
    // The older request computes C for itself, at its own versions...
    changed();
    await older;
    // ...and the newer entry is still there: C is not computed again.
    const computedC = computed.filter((d) => d === 'Generation C').length;
    expect(await withVersionSnapshot(() => countDesignation('Generation C'))).toBe(1);
    expect(computed.filter((d) => d === 'Generation C')).toHaveLength(computedC);
    expect(computed.length).toBeGreaterThan(computedBefore);
  });

  it("inside a write sees the write's own change, which no other connection sees before the commit", async () => {
    const before = await countDesignation('Own Write Probe');
    await transaction(getDb(), async (tx) => {
      await tx.update(employees).set({ designation: 'Own Write Probe' }).where(eq(employees.username, 'manager'));
      expect(await countDesignation('Own Write Probe', tx)).toBe(before + 1);
      expect(await countDesignation('Own Write Probe')).toBe(before);
    });
    expect(await countDesignation('Own Write Probe')).toBe(before + 1);
  });

  it('in a request that writes: the write sees its own change, and after the snapshot is dropped so does the rest of the request', async () => {
    const db = getDb();
    await withVersionSnapshot(async () => {
      const before = await countDesignation('Writing Request Probe');
      await transaction(db, async (tx) => {
        await tx.update(employees).set({ designation: 'Writing Request Probe' }).where(eq(employees.username, 'recruiter'));
        // Read afresh inside the write, not from the snapshot taken before it.
        expect(await countDesignation('Writing Request Probe', tx)).toBe(before + 1);
      });
    });
    await withVersionSnapshot(async () => {
      const unseen = await countDesignation('Unseen Write Probe');
      await transaction(db, async (tx) => {
        await tx.update(employees).set({ designation: 'Unseen Write Probe' }).where(eq(employees.username, 'recruiter'));
      });
      // Until dropped, the request keeps the versions it read first (which the route wrapper's write() prevents).
      expect(await countDesignation('Unseen Write Probe')).toBe(unseen);
      dropVersionSnapshot();
      expect(await countDesignation('Unseen Write Probe')).toBe(unseen + 1);
    });
  });
});

// The WAL-index header is SQLite's: PostgreSQL reads the versions themselves (see versionedCache).
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('walIndexHeader', () => {
  it('stays the same while nothing is committed and changes with a commit by any connection', async () => {
    const db = getDb();
    const first = walIndexHeader(db);
    expect(first).toHaveLength(48);
    expect(walIndexHeader(db)?.equals(first!)).toBe(true);
    await renameFromAnotherProcess('employee2', 'Header Probe');
    const second = walIndexHeader(db);
    expect(second?.equals(first!)).toBe(false);
    await db.update(employees).set({ designation: 'Header Probe 2' }).where(eq(employees.username, 'employee2'));
    expect(walIndexHeader(db)?.equals(second!)).toBe(false);
  });

  it('is null for an in-memory database, which then always reads the versions', async () => {
    const memory = openDatabase(':memory:');
    try {
      expect(walIndexHeader(memory)).toBeNull();
    } finally {
      await closeDatabase(memory);
    }
  });
});
