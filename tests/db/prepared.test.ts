import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, isPostgres, migrateDatabase, openDatabase, rawRows } from '@/db/client';
import { preparedCodedInsert, rowInsert, updateById } from '@/db/prepared';
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
