import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@/db/client';
import { rowInsert, updateById } from '@/db/prepared';
import { auditLog, storedFiles } from '@/db/schema';

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
