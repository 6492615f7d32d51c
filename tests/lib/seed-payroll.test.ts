import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { closeDatabase, migrateDatabase, openDatabase } from '@/db/client';
import { payslips } from '@/db/schema';
import { seedDemo } from '@/lib/seed/seed';

// The import's row limit made tiny, as the large bench profile (480,000 payslips) is to the real one.
vi.mock('@/lib/payroll/constants', async (original) => ({ ...(await original<typeof import('@/lib/payroll/constants')>()), MAX_IMPORT_ROWS: 50 }));

describe('the seed’s payroll', () => {
  it('is not held to the row limit of one import request', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-seed-'));
    const db = openDatabase(path.join(dir, 'hr.db'));
    try {
      migrateDatabase(db);
      await seedDemo(db, { employees: 20 });
      const [written] = await db.select({ n: count() }).from(payslips);
      expect(written?.n).toBeGreaterThan(50);
    } finally {
      await closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
