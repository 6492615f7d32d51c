import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { isEmpty } from '@/lib/seed/seed';
import { ensureAuthSecret, prepareDatabase } from '@/lib/server/startup';
import { findActiveClientByKey } from '@/lib/auth/api-clients';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['DATABASE_URL', 'SEED', 'DEMO_API_KEY', 'NEXTAUTH_SECRET']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function freshDatabase(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-start-')), 'hr.db');
  process.env.DATABASE_URL = file;
  return file;
}

describe('start-up', () => {
  it('SEED=none migrates but seeds nothing and prints no key', async () => {
    const file = freshDatabase();
    process.env.SEED = 'none';
    const lines: string[] = [];
    await prepareDatabase((l) => lines.push(l));
    const db = openDatabase(file);
    expect(isEmpty(db)).toBe(true);
    expect(db.$client.prepare("SELECT count(*) n FROM sqlite_master WHERE name = 'employees'").get()).toEqual({ n: 1 });
    db.$client.close();
    expect(lines).toEqual([]);
  });

  it('seeds an empty database once and gives the demo client DEMO_API_KEY, or a fresh key each start', async () => {
    const file = freshDatabase();
    delete process.env.SEED;
    process.env.DEMO_API_KEY = 'hrk_chosen_for_a_scripted_demo';
    const lines: string[] = [];
    await prepareDatabase((l) => lines.push(l));
    expect(lines.join('\n')).toContain('Demo API key (scopes read, write): hrk_chosen_for_a_scripted_demo');
    const db = openDatabase(file);
    const employees = (db.$client.prepare('SELECT count(*) n FROM employees').get() as { n: number }).n;
    expect(employees).toBeGreaterThanOrEqual(150);
    expect((await findActiveClientByKey(db, 'hrk_chosen_for_a_scripted_demo'))?.scopes).toEqual(['read', 'write']);

    delete process.env.DEMO_API_KEY;
    const again: string[] = [];
    await prepareDatabase((l) => again.push(l));
    const printed = again.join('\n').match(/Demo API key \(scopes read, write\): (\S+)/)?.[1] ?? '';
    expect(again.join('\n')).not.toContain('Seeded');
    expect((db.$client.prepare('SELECT count(*) n FROM employees').get() as { n: number }).n).toBe(employees);
    expect(await findActiveClientByKey(db, printed)).toBeDefined();
    expect(await findActiveClientByKey(db, 'hrk_chosen_for_a_scripted_demo')).toBeUndefined();

    // A Form 16 changed outside an import since it was issued is issued again at the next start.
    db.$client.prepare('UPDATE form16_part_a SET issued = NULL, issued_generator = NULL WHERE id = (SELECT min(id) FROM form16_part_a)').run();
    const third: string[] = [];
    await prepareDatabase((l) => third.push(l));
    expect(third.filter((l) => l.includes('Form 16'))).toEqual(['Issued 1 Form 16 again: changed since they were issued, or issued by an older generator']);
    expect(db.$client.prepare('SELECT count(*) n FROM form16_part_a WHERE issued IS NULL').get()).toEqual({ n: 0 });
    expect(again.some((l) => l.includes('Form 16'))).toBe(false);
    db.$client.close();
  });

  it('without NEXTAUTH_SECRET, generates one beside the database (mode 0600) and keeps it', () => {
    const file = freshDatabase();
    delete process.env.NEXTAUTH_SECRET;
    ensureAuthSecret(file);
    const first = process.env.NEXTAUTH_SECRET;
    expect(first).toMatch(/^[\w-]{43}$/);
    const secretFile = path.join(path.dirname(file), '.auth-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    delete process.env.NEXTAUTH_SECRET;
    ensureAuthSecret(file);
    expect(process.env.NEXTAUTH_SECRET).toBe(first);
  });
});
