import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@/db/client';
import { PG_VERSION_FUNCTION } from '@/db/version-triggers';

// The rule triggers of db/migrations-pg/0002_rule_triggers.sql (SQLite's 0020, an issued Form 16 cleared by
// a change to what it was worked out from, and 0022, sessions ended by disabling an account or changing its
// password or roles), on a new database of TEST_POSTGRES_URL's server (created here, dropped afterwards):
// they are SQLite's triggers, and the scenarios tests/api/form16-issue.test.ts and tests/api/sessions.test.ts
// run on SQLite come out the same here, both the changes that clear or end and those that must not.

const folder = path.join(process.cwd(), 'db', 'migrations-pg');
const url = process.env.TEST_POSTGRES_URL;

interface TriggerShape {
  name: string;
  table: string;
  timing: string;
  event: string;
  /** UPDATE OF's columns, in order (none: every update). */
  columns: string[];
  /** Whether it fires only WHEN a condition holds. */
  conditional: boolean;
}

/** SQLite's triggers that are not version bumps (those touch table_versions), from a freshly migrated database. */
function sqliteRuleTriggers(): TriggerShape[] {
  const db = openDatabase(':memory:');
  try {
    migrateDatabase(db);
    const rows = db.$client.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND sql NOT LIKE '%table_versions%'").pluck().all() as string[];
    return rows.map((sql) => {
      const match = /^CREATE TRIGGER `(\w+)` (BEFORE|AFTER) (INSERT|UPDATE|DELETE)(?: OF (.+?))? ON `(\w+)`( WHEN )?/.exec(sql);
      if (!match) throw new Error(`Unexpected SQLite trigger: ${sql}`);
      const [, name, timing, event, of, table, when] = match;
      return { name: name!, table: table!, timing: timing!, event: event!, columns: of ? of.split(', ').map((column) => column.replaceAll('`', '')) : [], conditional: when !== undefined };
    });
  } finally {
    db.$client.close();
  }
}

/** A trigger as PostgreSQL gives it back: `CREATE TRIGGER name AFTER UPDATE OF a, b ON public.t FOR EACH ROW [WHEN (...)] EXECUTE FUNCTION f()`. */
function pgShape(def: string): TriggerShape {
  const match = /^CREATE TRIGGER (\w+) (BEFORE|AFTER) (INSERT|UPDATE|DELETE)(?: OF (.+?))? ON public\.(\w+) FOR EACH ROW( WHEN )?/.exec(def);
  if (!match) throw new Error(`Unexpected PostgreSQL trigger (not one event, not FOR EACH ROW?): ${def}`);
  const [, name, timing, event, of, table, when] = match;
  return { name: name!, table: table!, timing: timing!, event: event!, columns: of ? of.split(', ') : [], conditional: when !== undefined };
}

const byName = (a: TriggerShape, b: TriggerShape) => a.name.localeCompare(b.name);

describe.skipIf(!url)('the rule triggers on a new PostgreSQL database (TEST_POSTGRES_URL)', () => {
  const name = `hr_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let client: pg.Client;
  const rows = async <T,>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  const one = async <T,>(text: string, values: unknown[] = []) => (await rows<T>(text, values))[0]!;
  const run = async (text: string, values: unknown[] = []) => void (await client.query(text, values));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const own = new URL(url!);
    own.pathname = `/${name}`;
    client = new pg.Client({ connectionString: own.toString() });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: folder });
    await run("INSERT INTO business_units (org_unit_code, name) VALUES ('U', 'Unit')");
    await run("INSERT INTO locations (code, name, city, state, country, latitude, longitude, geofence_radius_m) VALUES ('L', 'Office', 'City', 'State', 'IN', 12.97, 77.75, 200)");
    await run("INSERT INTO roles (code, description) VALUES ('employee', 'Employee'), ('manager', 'Manager'), ('recruiter', 'Recruiter'), ('hr_admin', 'HR admin')");
  });

  afterAll(async () => {
    await client?.end();
    await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.end();
  });

  it("are SQLite's: the same names, tables, events, UPDATE OF columns and conditions, and no other trigger", async () => {
    const triggers = await rows<{ def: string }>(
      `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal AND p.proname <> $1`,
      [PG_VERSION_FUNCTION],
    );
    const expected = sqliteRuleTriggers().sort(byName);
    expect(expected.map((trigger) => trigger.name)).toEqual(expect.arrayContaining(['form16_issued_part_a_update', 'accounts_end_sessions', 'account_roles_update_end_sessions']));
    expect(triggers.map((trigger) => pgShape(trigger.def)).sort(byName)).toEqual(expected);
  });

  let people = 0;
  /** A new person (employee and account) with an issued Form 16 for 2024 and 2025 and a payslip in each year's July. */
  async function person(): Promise<{ employeeId: number; accountId: number; username: string }> {
    const username = `person${++people}`;
    const { id: employeeId } = await one<{ id: number }>(
      `INSERT INTO employees (username, employee_code, first_name, last_name, display_name, work_email, designation, department, org_unit_code, location_code, date_of_joining, created_at, updated_at)
       VALUES ($1, $1, 'First', 'Last', 'First Last', $1 || '@example.com', 'Engineer', 'Tech', 'U', 'L', '2020-01-01', 'now', 'now') RETURNING id`,
      [username],
    );
    const { id: accountId } = await one<{ id: number }>("INSERT INTO accounts (employee_id, password_hash, created_at) VALUES ($1, 'hash', 'now') RETURNING id", [employeeId]);
    await run("INSERT INTO account_roles (account_id, role) VALUES ($1, 'employee')", [accountId]);
    // The payslips first: one inserted after its year's Form 16 would clear it.
    for (const year of [2024, 2025]) await insertPayslip(employeeId, year, `${year}-07`);
    for (const year of [2024, 2025]) {
      await run(
        `INSERT INTO form16_part_a (employee_id, year, employer_name, employer_tan, employer_pan, employee_pan, quarters, imported_by, imported_at, issued, issued_generator)
         VALUES ($1, $2, 'Employer', 'TAN', 'PAN', 'ABCDE1234F', '[]', 'test', 'now', $3, 1)`,
        [employeeId, year, `{"form16":${year}}`],
      );
    }
    return { employeeId, accountId, username };
  }
  async function insertPayslip(employeeId: number, year: number, month: string) {
    await run(
      `INSERT INTO payslips (employee_id, month, financial_year, paid_days, lop_days, earnings, deductions, employer_contributions, gross_paise, deductions_paise, net_paise, employer_paise, basic_paise, employer_nps_paise, tds_paise, imported_by, imported_at)
       VALUES ($1, $2, $3, 31, 0, '{}', '{}', '{}', 100, 10, 90, 0, 50, 0, 5, 'test', 'now')`,
      [employeeId, month, year],
    );
  }
  /** The Form 16 kept for each year, 2024 and 2025: the text, or null when cleared. */
  async function issued(employeeId: number): Promise<(string | null)[]> {
    const kept = await rows<{ year: number; issued: string | null; generator: number | null }>(
      'SELECT year, issued, issued_generator AS generator FROM form16_part_a WHERE employee_id = $1 ORDER BY year',
      [employeeId],
    );
    for (const row of kept) expect(row.generator, 'issued_generator is cleared with issued').toBe(row.issued === null ? null : 1);
    return kept.map((row) => row.issued);
  }
  /** Mark both years issued again, as an import or start-up does (a change of issued alone clears nothing). */
  async function reissue(employeeId: number) {
    await run(`UPDATE form16_part_a SET issued = '{"form16":' || year || '}', issued_generator = 1 WHERE employee_id = $1`, [employeeId]);
    expect(await issued(employeeId)).toEqual(['{"form16":2024}', '{"form16":2025}']);
  }

  describe('an issued Form 16', () => {
    it('is cleared by a change to its Part A, and kept by an update of a column that is not its content', async () => {
      const { employeeId } = await person();
      await run("UPDATE form16_part_a SET imported_at = 'later', imported_by = 'someone' WHERE employee_id = $1", [employeeId]);
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', '{"form16":2025}']);
      await run("UPDATE form16_part_a SET employee_pan = 'ZZZPZ9999Z' WHERE employee_id = $1 AND year = 2025", [employeeId]);
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', null]);
      await reissue(employeeId);
      // A column named in the UPDATE clears it even when its value stays, as SQLite's UPDATE OF does.
      await run('UPDATE form16_part_a SET quarters = quarters WHERE employee_id = $1 AND year = 2024', [employeeId]);
      expect(await issued(employeeId)).toEqual([null, '{"form16":2025}']);
    });

    it("is cleared by a payslip of its person and year inserted, changed or deleted, and kept by another year's or person's", async () => {
      const { employeeId } = await person();
      const other = await person();
      // Another year (2026), another person: nothing is cleared.
      await insertPayslip(employeeId, 2026, '2026-07');
      await run("UPDATE payslips SET gross_paise = 1 WHERE employee_id = $1 AND month = '2026-07'", [employeeId]);
      await run("DELETE FROM payslips WHERE employee_id = $1 AND month = '2026-07'", [employeeId]);
      await insertPayslip(other.employeeId, 2025, '2025-08');
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', '{"form16":2025}']);
      expect(await issued(other.employeeId)).toEqual(['{"form16":2024}', null]);

      await insertPayslip(employeeId, 2025, '2025-08');
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', null]);
      await reissue(employeeId);
      await run("UPDATE payslips SET gross_paise = 1 WHERE employee_id = $1 AND month = '2025-08'", [employeeId]);
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', null]);
      await reissue(employeeId);
      await run("DELETE FROM payslips WHERE employee_id = $1 AND month = '2024-07'", [employeeId]);
      expect(await issued(employeeId)).toEqual([null, '{"form16":2025}']);
    });

    it('is cleared for both years when a payslip moves from one to the other, and for both people when it moves between them', async () => {
      const { employeeId } = await person();
      await run("UPDATE payslips SET financial_year = 2025 WHERE employee_id = $1 AND month = '2024-07'", [employeeId]);
      expect(await issued(employeeId)).toEqual([null, null]);

      const [from, to] = [await person(), await person()];
      await run("UPDATE payslips SET employee_id = $2, month = '2025-09' WHERE employee_id = $1 AND month = '2025-07'", [from.employeeId, to.employeeId]);
      expect([await issued(from.employeeId), await issued(to.employeeId)]).toEqual([
        ['{"form16":2024}', null],
        ['{"form16":2024}', null],
      ]);
    });

    it('is cleared by a new username or display name, and kept when the person changes in other ways', async () => {
      const { employeeId, username } = await person();
      // Other columns, and the name set to what it was: nothing changes.
      await run("UPDATE employees SET designation = 'Principal Engineer', display_name = display_name, username = username WHERE id = $1", [employeeId]);
      expect(await issued(employeeId)).toEqual(['{"form16":2024}', '{"form16":2025}']);
      await run("UPDATE employees SET display_name = 'Renamed Person' WHERE id = $1", [employeeId]);
      expect(await issued(employeeId)).toEqual([null, null]);
      await reissue(employeeId);
      await run('UPDATE employees SET username = $2 WHERE id = $1', [employeeId, `${username}.moved`]);
      expect(await issued(employeeId)).toEqual([null, null]);
    });
  });

  describe('open sessions', () => {
    /** Two open sessions and an ended one (ended at 1) for the account. */
    async function sessionsOf(accountId: number) {
      for (const [suffix, endedAt] of [['a', null], ['b', null], ['ended', 1]] as const) {
        await run('INSERT INTO sessions (id, account_id, created_at, last_seen_at, ended_at) VALUES ($1, $2, 0, 0, $3)', [`${accountId}-${suffix}`, accountId, endedAt]);
      }
    }
    /** Each session of the account by id: open (null), or when it ended (epoch ms, as a number). */
    async function ended(accountId: number): Promise<Record<string, number | null>> {
      const kept = await rows<{ id: string; ended_at: string | null }>('SELECT id, ended_at FROM sessions WHERE account_id = $1 ORDER BY id', [accountId]);
      return Object.fromEntries(kept.map((row) => [row.id.slice(String(accountId).length + 1), row.ended_at === null ? null : Number(row.ended_at)]));
    }
    const OPEN = { a: null, b: null, ended: 1 };
    /** Both open sessions ended at one moment within [before, after], the ended one left as it was. */
    async function expectEnded(accountId: number, before: number) {
      const after = Date.now();
      const now = await ended(accountId);
      expect(now.ended).toBe(1);
      expect(now.a).toBe(now.b);
      expect(now.a).toBeGreaterThanOrEqual(before);
      expect(now.a).toBeLessThanOrEqual(after);
      expect(Number.isInteger(now.a)).toBe(true);
    }

    it('end when the account is disabled, not when it is enabled again; other accounts keep theirs', async () => {
      const [{ accountId }, other] = [await person(), await person()];
      await sessionsOf(accountId);
      await sessionsOf(other.accountId);
      const before = Date.now();
      await run('UPDATE accounts SET disabled = true WHERE id = $1', [accountId]);
      await expectEnded(accountId, before);
      expect(await ended(other.accountId)).toEqual(OPEN);

      // Still disabled (true to true), then enabled again: a session opened meanwhile stays open.
      await run("INSERT INTO sessions (id, account_id, created_at, last_seen_at) VALUES ($1, $2, 0, 0)", [`${accountId}-c`, accountId]);
      await run('UPDATE accounts SET disabled = true WHERE id = $1', [accountId]);
      await run('UPDATE accounts SET disabled = false WHERE id = $1', [accountId]);
      expect((await ended(accountId)).c).toBeNull();
    });

    it('end when the password changes; a sign-in (last_sign_in_at) or the same hash set again ends nothing', async () => {
      const { accountId } = await person();
      await sessionsOf(accountId);
      await run('UPDATE accounts SET last_sign_in_at = $2 WHERE id = $1', [accountId, new Date().toISOString()]);
      await run('UPDATE accounts SET password_hash = password_hash, disabled = false WHERE id = $1', [accountId]);
      expect(await ended(accountId)).toEqual(OPEN);
      // Late in a transaction: the sessions end when the change is made, not when the transaction began.
      await run('BEGIN');
      await run('SELECT pg_sleep(0.05)');
      const before = Date.now();
      await run("UPDATE accounts SET password_hash = 'another' WHERE id = $1", [accountId]);
      await run('COMMIT');
      await expectEnded(accountId, before);
    });

    it('end when a role is added, removed or changed, for every account the change concerns', async () => {
      const [a, b, c] = [await person(), await person(), await person()];
      for (const { accountId } of [a, b, c]) await sessionsOf(accountId);
      let before = Date.now();
      await run("INSERT INTO account_roles (account_id, role) VALUES ($1, 'manager')", [a.accountId]);
      await expectEnded(a.accountId, before);
      expect([await ended(b.accountId), await ended(c.accountId)]).toEqual([OPEN, OPEN]);

      before = Date.now();
      await run("DELETE FROM account_roles WHERE account_id = $1 AND role = 'employee'", [b.accountId]);
      await expectEnded(b.accountId, before);
      expect(await ended(c.accountId)).toEqual(OPEN);

      // A role moved from one account to another ends both's sessions.
      await run("UPDATE sessions SET ended_at = NULL WHERE account_id = $1 AND id <> $2", [a.accountId, `${a.accountId}-ended`]);
      before = Date.now();
      await run("UPDATE account_roles SET account_id = $2 WHERE account_id = $1 AND role = 'manager'", [a.accountId, c.accountId]);
      await expectEnded(a.accountId, before);
      await expectEnded(c.accountId, before);
    });
  });
});
