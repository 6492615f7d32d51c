import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { flushReadAudits, recordReadAudit } from '@/lib/audit/record';

const rowsOf = async (requestId: string) => (await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.requestId, requestId)))[0]?.n ?? 0;
const entry = (requestId: string) => ({ actor: 'admin', actorType: 'user' as const, action: 'getPayslip', target: 'employee', requestId, ip: null });

describe('read audits', () => {
  it('are all written once a flush answers, those an earlier flush took included', async () => {
    const requestId = `read-audit-${Date.now()}`;
    for (let i = 0; i < 3; i++) recordReadAudit(getDb(), entry(requestId));
    // As the window's timer does: a flush nobody waits for takes the rows and writes them.
    const earlier = flushReadAudits();
    await flushReadAudits();
    expect(await rowsOf(requestId)).toBe(3);
    await earlier;
  });
});
