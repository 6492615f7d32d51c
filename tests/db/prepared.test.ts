import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, isPostgres, migrateDatabase, openDatabase, rawRows, transaction } from '@/db/client';
import { preparedCodedInsert, rowInsert, rowInsertAtCommit, runAtCommit, updateById } from '@/db/prepared';
import { auditLog, candidates, storedFiles } from '@/db/schema';

function freshDatabase() {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  return db;
}

const insertAudit = rowInsert(auditLog);
const insertFile = rowInsert(storedFiles);

describe('rowInsert', () => {
  it('inserts the row as given, answers its id, and leaves out columns as null', async () => {
    const db = freshDatabase();
    const row = { actor: 'hr', actorType: 'user', action: 'test.write', requestId: 'req-1', at: '2026-11-25T00:00:00.000Z' };
    const first = await insertAudit(db, { ...row, target: 'employee', ip: '127.0.0.1' });
    const second = await insertAudit(db, row);
    expect(second).toBe(first + 1);
    const stored = await db.select().from(auditLog);
    expect(stored).toEqual([
      { id: first, ...row, target: 'employee', ip: '127.0.0.1' },
      { id: second, ...row, target: null, ip: null },
    ]);
  });

  it('binds bytes and numbers unchanged, on each connection with its own statement', async () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    for (const db of [freshDatabase(), freshDatabase()]) {
      const id = await insertFile(db, { sha256: 'ab'.repeat(32), contentType: 'application/pdf', size: bytes.length, bytes, createdAt: '2026-11-25T00:00:00.000Z' });
      const [stored] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      expect(stored?.bytes.equals(bytes)).toBe(true);
      expect(stored?.size).toBe(4);
    }
  });
});

const setActorAndTarget = updateById(auditLog, ['actor', 'target']);

describe('updateById', () => {
  it('sets only the named columns, only on the row with that id', async () => {
    const db = freshDatabase();
    const row = { actor: 'hr', actorType: 'user', action: 'test.write', requestId: 'req-1', at: '2026-11-25T00:00:00.000Z', target: 'a' };
    const first = await insertAudit(db, row);
    const second = await insertAudit(db, row);
    await setActorAndTarget(db, second, { actor: 'system', target: null });
    expect(await db.select().from(auditLog)).toEqual([
      { id: first, ...row, ip: null },
      { id: second, ...row, actor: 'system', target: null, ip: null },
    ]);
  });
});

const insertCandidate = preparedCodedInsert(candidates, 'candidateId', 'CAND');
const candidateRow = (firstName: string) => ({ firstName, createdBy: 'test', createdAt: '2026-11-25T00:00:00.000Z', updatedBy: 'test', updatedAt: '2026-11-25T00:00:00.000Z' });

describe('preparedCodedInsert', () => {
  it('names each new row by its id, six digits at least and never cut', async () => {
    const db = getDb();
    const first = await insertCandidate(db, candidateRow('Coded One'));
    expect(first.code).toBe(`CAND-${String(first.id).padStart(6, '0')}`);
    const [stored] = await db.select({ id: candidates.id, code: candidates.candidateId }).from(candidates).where(eq(candidates.firstName, 'Coded One'));
    expect(stored).toEqual({ id: first.id, code: first.code });
    // Past six digits: the next id is 1,234,567.
    if (isPostgres(db)) await rawRows(db, sql`SELECT setval(pg_get_serial_sequence('candidates', 'id'), 1234566)`);
    else await db.insert(candidates).values({ ...candidateRow('Placeholder'), id: 1234566, candidateId: 'CAND-1234566' });
    const large = await insertCandidate(db, candidateRow('Coded Two'));
    expect(large).toEqual({ id: 1234567, code: 'CAND-1234567' });
  });
});

const auditAtCommit = rowInsertAtCommit(auditLog);
const auditsOf = async (requestId: string) => (await getDb().select().from(auditLog).where(eq(auditLog.requestId, requestId))).map(({ id: _id, ...row }) => row);

describe('preparedAtCommit, rowInsertAtCommit and runAtCommit', () => {
  // Quotes, backslashes (which make pg's escapeLiteral write E'...'), a parameter's own spelling, lines and non-ASCII.
  const awkward = `O'Brien \\ back\\slash $1 $$ 'x'' -- ; COMMIT; \n second line ✓ 日本`;

  it('writes each row with the write, every value exactly as given', async () => {
    const row = { actor: awkward, actorType: 'user' as const, action: 'test.at-commit', target: null, requestId: 'at-commit-1', ip: '10.0.0.1', at: '2026-11-28T00:00:00.000Z' };
    await transaction(getDb(), async (tx) => {
      await auditAtCommit(tx, row);
      await runAtCommit(tx, tx.insert(auditLog).values([{ ...row, action: 'test.built' }, { ...row, action: 'test.built-2', target: awkward }]));
    });
    expect(await auditsOf('at-commit-1')).toEqual([row, { ...row, action: 'test.built' }, { ...row, action: 'test.built-2', target: awkward }]);
  });

  it('runs at once outside a write', async () => {
    const row = { actor: 'hr', actorType: 'user', action: 'test.at-once', target: null, requestId: 'at-commit-2', ip: null, at: '2026-11-28T00:00:00.000Z' };
    await auditAtCommit(getDb(), row);
    expect(await auditsOf('at-commit-2')).toEqual([row]);
  });

  it('rolls the whole write back when it fails, and the write’s own error reaches the caller', async () => {
    const row = { actor: 'hr', actorType: 'user', action: 'test.rollback', target: null, requestId: 'at-commit-3', ip: null, at: '2026-11-28T00:00:00.000Z' };
    const write = transaction(getDb(), async (tx) => {
      await insertAudit(tx, row);
      // actor is NOT NULL: on PostgreSQL this fails at the COMMIT, on SQLite at once.
      await auditAtCommit(tx, { ...row, actor: null });
    });
    await expect(write).rejects.toThrow(/null/i);
    expect(await auditsOf('at-commit-3')).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')('on PostgreSQL sends the row with the COMMIT, not at once', async () => {
    const row = { actor: 'hr', actorType: 'user', action: 'test.deferred', target: null, requestId: 'at-commit-4', ip: null, at: '2026-11-28T00:00:00.000Z' };
    let seenInside: unknown[] = [];
    await transaction(getDb(), async (tx) => {
      await auditAtCommit(tx, row);
      seenInside = await rawRows(tx, sql`SELECT id FROM audit_log WHERE request_id = 'at-commit-4'`);
    });
    expect(seenInside).toEqual([]);
    expect(await auditsOf('at-commit-4')).toEqual([row]);
  });
});
