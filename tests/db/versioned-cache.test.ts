import { describe, expect, it } from 'vitest';
import { databaseFile, getDb, openDatabase } from '@/db/client';
import { dropVersionSnapshot, versionedCacheSync, withVersionSnapshot } from '@/db/versioned-cache';
import { walIndexHeader } from '@/db/wal-header';
import { employees } from '@/db/schema';
import { eq, sql } from 'drizzle-orm';

// A cache of how many employees have a given designation, kept until the employees table changes.
const counted = versionedCacheSync<number>(['employees']);
const computed: string[] = [];
function countDesignation(designation: string): number {
  const db = getDb();
  return counted(db, designation, () => {
    computed.push(designation);
    return db.select({ n: sql<number>`count(*)` }).from(employees).where(eq(employees.designation, designation)).get()?.n ?? 0;
  });
}

/** Changes an employee from another connection, as another server process would. */
function renameFromAnotherProcess(username: string, designation: string): void {
  const other = openDatabase(databaseFile());
  try {
    other.update(employees).set({ designation }).where(eq(employees.username, username)).run();
  } finally {
    other.$client.close();
  }
}

describe('versionedCacheSync', () => {
  it('computes once, and again after another process changes the table', () => {
    const before = countDesignation('Cache Probe');
    countDesignation('Cache Probe');
    expect(computed.filter((d) => d === 'Cache Probe')).toHaveLength(1);
    renameFromAnotherProcess('employee2', 'Cache Probe');
    expect(countDesignation('Cache Probe')).toBe(before + 1);
    expect(computed.filter((d) => d === 'Cache Probe')).toHaveLength(2);
  });

  it('inside one read request reads the versions once, so the request sees one state throughout', async () => {
    const first = countDesignation('Snapshot Probe');
    const during = await withVersionSnapshot(async () => {
      countDesignation('Snapshot Probe');
      renameFromAnotherProcess('employee', 'Snapshot Probe');
      await Promise.resolve();
      return countDesignation('Snapshot Probe');
    });
    expect(during).toBe(first);
    // The next request reads the versions afresh and sees the change.
    expect(withVersionSnapshot(() => countDesignation('Snapshot Probe'))).toBe(first + 1);
  });

  it('drops every entry at a change, and a request begun before it neither sees nor evicts the newer entries', async () => {
    countDesignation('Generation A');
    countDesignation('Generation B');
    expect(counted.size(getDb())).toBeGreaterThanOrEqual(2);
    const computedBefore = computed.length;
    const older = withVersionSnapshot(async () => {
      countDesignation('Generation A');
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Another process changed the table and a newer request cached its answer meanwhile.
      return countDesignation('Generation C');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    renameFromAnotherProcess('employee2', 'Generation C');
    expect(withVersionSnapshot(() => countDesignation('Generation C'))).toBe(1);
    // The change dropped A and B: the cache holds only what was computed since.
    expect(counted.size(getDb())).toBe(1);
    // The older request computes C for itself, at its own versions...
    await older;
    // ...and the newer entry is still there: C is not computed again.
    const computedC = computed.filter((d) => d === 'Generation C').length;
    expect(withVersionSnapshot(() => countDesignation('Generation C'))).toBe(1);
    expect(computed.filter((d) => d === 'Generation C')).toHaveLength(computedC);
    expect(computed.length).toBeGreaterThan(computedBefore);
  });

  it('inside a write sees the write\'s own change, which no other connection sees before the commit', () => {
    const db = getDb();
    const before = countDesignation('Own Write Probe');
    db.transaction((tx) => {
      tx.update(employees).set({ designation: 'Own Write Probe' }).where(eq(employees.username, 'manager')).run();
      expect(countDesignation('Own Write Probe')).toBe(before + 1);
    });
    expect(countDesignation('Own Write Probe')).toBe(before + 1);
  });

  it('in a request that writes: the write sees its own change, and after the snapshot is dropped so does the rest of the request', () => {
    const db = getDb();
    withVersionSnapshot(() => {
      const before = countDesignation('Writing Request Probe');
      db.transaction((tx) => {
        tx.update(employees).set({ designation: 'Writing Request Probe' }).where(eq(employees.username, 'recruiter')).run();
        // Read afresh inside the write, not from the snapshot taken before it.
        expect(countDesignation('Writing Request Probe')).toBe(before + 1);
      });
    });
    withVersionSnapshot(() => {
      const unseen = countDesignation('Unseen Write Probe');
      db.transaction((tx) => {
        tx.update(employees).set({ designation: 'Unseen Write Probe' }).where(eq(employees.username, 'recruiter')).run();
      });
      // Until dropped, the request keeps the versions it read first (which the route wrapper's write() prevents).
      expect(countDesignation('Unseen Write Probe')).toBe(unseen);
      dropVersionSnapshot();
      expect(countDesignation('Unseen Write Probe')).toBe(unseen + 1);
    });
  });
});

describe('walIndexHeader', () => {
  it('stays the same while nothing is committed and changes with a commit by any connection', () => {
    const db = getDb();
    const first = walIndexHeader(db);
    expect(first).toHaveLength(48);
    expect(walIndexHeader(db)?.equals(first!)).toBe(true);
    renameFromAnotherProcess('employee2', 'Header Probe');
    const second = walIndexHeader(db);
    expect(second?.equals(first!)).toBe(false);
    db.update(employees).set({ designation: 'Header Probe 2' }).where(eq(employees.username, 'employee2')).run();
    expect(walIndexHeader(db)?.equals(second!)).toBe(false);
  });

  it('is null for an in-memory database, which then always reads the versions', () => {
    const memory = openDatabase(':memory:');
    try {
      expect(walIndexHeader(memory)).toBeNull();
    } finally {
      memory.$client.close();
    }
  });
});
