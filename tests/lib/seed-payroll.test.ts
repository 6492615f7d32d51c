import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase } from '@/db/client';
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
      const payslips = db.$client.prepare('SELECT count(*) FROM payslips').pluck().get() as number;
      expect(payslips).toBeGreaterThan(50);
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
