import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb, migrateDatabase, openDatabase } from '@/db/client';
import { employees, tableVersions } from '@/db/schema';
import { GET as directory } from '@/app/api/directory/v1/list/route';
import { POST as upload } from '@/app/api/profile/v1/pic/upload/route';
import { call, sessionFor, type Caller } from '../helpers/call';
import { JPEG_HEADER } from '../helpers/fixtures';

// Which employee columns change what the caches keyed on 'employees' hold, and which only the picture's.
const PICTURE_ONLY = ['picture_file_id', 'updated_at'];

async function versionOf(table: string): Promise<number> {
  const [row] = await getDb().select({ version: tableVersions.version }).from(tableVersions).where(eq(tableVersions.tableName, table));
  if (!row) throw new Error(`no version row for ${table}`);
  return row.version;
}

let employee: Caller;
beforeAll(async () => {
  employee = await sessionFor('employee');
});

describe('the employees version triggers (migrations 0002 and 0018)', () => {
  // SQLite's trigger (PostgreSQL's are checked against the same declaration in tests/db/pg-migrations.test.ts).
  it.skipIf(process.env.TEST_DATABASE === 'postgres')('bump the employees version for a change of any column but the picture and updated_at', () => {
    const db = openDatabase(':memory:');
    migrateDatabase(db);
    const columns = (db.$client.prepare('PRAGMA table_info(employees)').all() as { name: string }[]).map((c) => c.name);
    const trigger = db.$client.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'employees_version_update'").pluck().get() as string;
    // A column added to employees without adding it here would leave cached people, payroll and leave stale.
    const watched = /UPDATE OF (.+?) ON/.exec(trigger)?.[1]?.split(',').map((c) => c.trim().replaceAll('`', ''));
    expect(watched?.sort()).toEqual(columns.filter((c) => !PICTURE_ONLY.includes(c)).sort());
    db.$client.close();
  });

  it('a new picture bumps only the pictures version, and the directory shows it at once', async () => {
    const listed = async () => {
      const res = await call(directory, { as: employee, query: { q: 'employee@acme-india.example' } });
      return (res.json.items as { username: string; pictureUrl: string | null }[]).find((item) => item.username === 'employee')?.pictureUrl;
    };
    const before = await listed();
    const [employeesBefore, picturesBefore] = [await versionOf('employees'), await versionOf('employee_pictures')];

    const bytes = Buffer.concat([JPEG_HEADER, Buffer.from('version trigger test')]);
    const res = await call(upload, { method: 'POST', as: employee, body: { pictureData: bytes.toString('base64') } });
    expect(res.status).toBe(200);

    expect(await versionOf('employees')).toBe(employeesBefore);
    expect(await versionOf('employee_pictures')).toBe(picturesBefore + 1);
    const after = await listed();
    expect(after).toBe(res.json.pictureUrl);
    expect(after).not.toBe(before);
  });

  it('any other change bumps the employees version', async () => {
    const before = await versionOf('employees');
    await getDb().update(employees).set({ mobileNumber: sql`${employees.mobileNumber}` }).where(eq(employees.username, 'employee'));
    expect(await versionOf('employees')).toBe(before + 1);
  });
});
