import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { candidateRecord, listCandidates } from '@/lib/candidates/queries';

// The list's newest-application and count columns are subqueries correlated with the candidate row: a
// column losing its table there once made the list fail (or count the wrong rows) without any error in types.
describe('the candidate list', () => {
  it('shows each candidate’s newest application and how many they have, as their record does', async () => {
    const db = getDb();
    const { items, total } = await listCandidates(db, { offset: 0, limit: 100 });
    expect(total).toBeGreaterThan(0);
    const withApplications = items.filter((item) => item.applicationCount > 0);
    expect(withApplications.length).toBeGreaterThan(0);
    for (const item of items) {
      const record = await candidateRecord(db, item.candidateId);
      const [newest] = record.applications;
      expect(item.applicationCount, item.candidateId).toBe(record.applications.length);
      expect([item.jobCode, item.jobTitle, item.source, item.status], item.candidateId).toEqual([
        newest?.jobCode ?? null,
        newest?.jobTitle ?? null,
        newest?.source ?? null,
        record.status,
      ]);
    }
  });

  it('filters by the derived stage and by a job applied to', async () => {
    const db = getDb();
    const [someone] = (await listCandidates(db, { offset: 0, limit: 100 })).items.filter((item) => item.status !== null && item.jobCode !== null);
    if (!someone?.status || !someone.jobCode) throw new Error('the seed has no candidate with an application');
    expect((await listCandidates(db, { offset: 0, limit: 100, status: someone.status })).items.every((item) => item.status === someone.status)).toBe(true);
    expect((await listCandidates(db, { offset: 0, limit: 100, jobCode: someone.jobCode })).items.map((item) => item.candidateId)).toContain(someone.candidateId);
  });
});
