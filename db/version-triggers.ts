// The version triggers, written from the schema's declaration (VERSIONED_TABLES) rather than by hand for
// each table. The migrations that created the existing ones keep their SQL: they have been applied to
// databases in use, and drizzle's migrator runs each once, so editing one would make a fresh database
// differ from an old one without changing the old one. Instead tests/db/version-triggers.test.ts holds a
// freshly migrated database's triggers equal to what this writes, and a new key's migration is written
// by versionMigrationSql. The PostgreSQL triggers (db/migrations-pg) are written here too, from the same
// declaration: tests/db/pg-migrations.test.ts holds their latest migration (0005) equal to
// pgVersionsAtCommitMigrationSql and a freshly migrated database's triggers equal to pgVersionTriggersFor.
import { getTableColumns, getTableName } from 'drizzle-orm';
import { VERSIONED_TABLES, type VersionEvent, type VersionKey, type VersionSource } from './schema/versions';

export interface VersionTrigger {
  name: string;
  table: string;
  /** As SQLite keeps it in sqlite_master: the CREATE TRIGGER statement without its semicolon. */
  sql: string;
}

const ALL_EVENTS: readonly VersionEvent[] = ['insert', 'update', 'delete'];
const quote = (name: string) => `\`${name}\``;
const BREAKPOINT = '\n--> statement-breakpoint\n';

/** One trigger to write, whatever the dialect: on which table, for which change, of which columns. */
interface PlannedTrigger {
  name: string;
  table: string;
  event: VersionEvent;
  /** For an update: only a change of one of these bumps the version (every update when empty). */
  columns: string[];
}

/**
 * The triggers `source` asks for. Both dialects write them from this, by table and column name: the
 * PostgreSQL tables have the SQLite ones' names (tests/db/schema-parity.test.ts).
 */
function plannedTriggers(key: string, source: VersionSource): PlannedTrigger[] {
  const table = getTableName(source.table);
  const ignored = new Set(source.updatesIgnoring?.map((column) => column.name));
  const watched = source.updatesOf
    ? source.updatesOf.map((column) => column.name)
    : ignored.size > 0
      ? Object.values(getTableColumns(source.table))
          .map((column) => column.name)
          .filter((name) => !ignored.has(name))
      : [];
  return (source.on ?? ALL_EVENTS).map((event) => ({
    name: source.names?.[event] ?? `${key}_version_${event}`,
    table,
    event,
    columns: event === 'update' ? watched : [],
  }));
}

/** The triggers that bump `key` for the changes `source` names. */
export function versionTriggersFor(key: string, source: VersionSource): VersionTrigger[] {
  return plannedTriggers(key, source).map(({ name, table, event, columns }) => {
    const of = columns.length > 0 ? ` OF ${columns.map(quote).join(', ')}` : '';
    const body = `UPDATE ${quote('table_versions')} SET ${quote('version')} = ${quote('version')} + 1 WHERE ${quote('table_name')} = '${key}';`;
    return { name, table, sql: `CREATE TRIGGER ${quote(name)} AFTER ${event.toUpperCase()}${of} ON ${quote(table)} BEGIN ${body} END` };
  });
}

/** Every version trigger the schema declares (VERSIONED_TABLES). */
export function versionTriggers(): VersionTrigger[] {
  return (Object.entries(VERSIONED_TABLES) as [VersionKey, VersionSource][]).flatMap(([key, source]) => versionTriggersFor(key, source));
}

/**
 * What a new migration holds to start following `key` (its counter row and its triggers): migrations are
 * SQL that drizzle-kit does not write for triggers, so this writes it, and the test holds both to agree.
 * To change an existing key's triggers, a migration drops them (`DROP TRIGGER name;`) and creates these.
 */
export function versionMigrationSql(key: VersionKey): string {
  const insert = `INSERT INTO ${quote('table_versions')} (${quote('table_name')}, ${quote('version')}) VALUES ('${key}', 0);`;
  return [insert, ...versionTriggersFor(key, VERSIONED_TABLES[key]).map((trigger) => `${trigger.sql};`)].join(BREAKPOINT);
}

// PostgreSQL (db/schema-pg, db/migrations-pg). A trigger there calls a function rather than holding its
// statement, so one function serves every key, named by the trigger's argument. The triggers fire for each
// row, as SQLite's do: a statement that changes no row bumps nothing, and the counts stay the same in both.

const pgQuote = (name: string) => `"${name}"`;

/** The PL/pgSQL function every version trigger calls, with the version key as its argument. */
export const PG_VERSION_FUNCTION = 'bump_table_version';

/** The channel each bump is announced on, its payload `key:version` (db/version-listener.ts listens). */
export const PG_VERSION_CHANNEL = 'table_versions';

/** Whether a change is its transaction's first of a key: the version triggers' WHEN condition. */
const PG_FIRST_CHANGE_FUNCTION = 'table_version_first_change';

/** The transaction-local setting that marks a key changed: set by the first change, gone at commit or rollback. */
const pgChangedMark = (key: string) => `'hr_versions.' || ${key}`;

/**
 * The versions as one transaction sees them, as `table_name` and `version` rows: those committed, plus one
 * for each key it has changed itself, whose bump waits for its commit (pgVersionsAtCommitMigrationSql).
 * Outside a write transaction no key is marked and this is the plain table.
 */
export function pgReadVersionsSql(): string {
  const changed = `coalesce(current_setting(${pgChangedMark(pgQuote('table_name'))}, true), '') <> ''`;
  return `SELECT ${pgQuote('table_name')}, ${pgQuote('version')} + (${changed})::int AS ${pgQuote('version')} FROM ${pgQuote('table_versions')}`;
}

/**
 * The functions as migration 0005 defines them. A table's version goes up once per transaction that
 * changes it (not once per row: each bump of the one row in a transaction left a row version the next one
 * walked, so a large import slowed quadratically), and at its commit, not at its first change: the
 * UPDATE locks the key's table_versions row until the transaction ends, so bumping at the first change
 * made every writer of a table wait for the previous one's whole transaction; at commit the lock lasts
 * only for the commit. The bump is announced with pg_notify, which PostgreSQL delivers when the commit is
 * done, so processes keep the versions without asking for them (db/version-listener.ts).
 *
 * The triggers are deferred constraint triggers, whose WHEN condition PostgreSQL evaluates at the change,
 * not at commit: the first change of a key in a transaction marks it (a setting local to the transaction,
 * undone with a rolled-back savepoint as the queued trigger is) and queues the one bump; later changes
 * queue nothing. The mark also lets the transaction's own reads count its pending bump (pgReadVersionsSql).
 */
function pgVersionFunctionsSql(): string[] {
  const mark = pgChangedMark('key');
  const firstChange = [
    `CREATE FUNCTION ${pgQuote(PG_FIRST_CHANGE_FUNCTION)}(key text) RETURNS boolean LANGUAGE plpgsql AS $$ BEGIN`,
    `IF coalesce(current_setting(${mark}, true), '') <> '' THEN RETURN false; END IF;`,
    `PERFORM set_config(${mark}, 'changed', true); RETURN true; END $$;`,
  ].join(' ');
  const update = `UPDATE ${pgQuote('table_versions')} SET ${pgQuote('version')} = ${pgQuote('version')} + 1 WHERE ${pgQuote('table_name')} = TG_ARGV[0] RETURNING ${pgQuote('version')} INTO bumped;`;
  // RETURN NULL: the result of an AFTER trigger is ignored.
  const bump = [
    `CREATE OR REPLACE FUNCTION ${pgQuote(PG_VERSION_FUNCTION)}() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE bumped bigint; BEGIN`,
    update,
    `PERFORM pg_notify('${PG_VERSION_CHANNEL}', TG_ARGV[0] || ':' || bumped);`,
    'RETURN NULL; END $$;',
  ].join(' ');
  return [firstChange, bump];
}

/** One planned trigger of `key` in PostgreSQL: the same name, table, change and columns as SQLite's. */
function pgVersionTrigger(key: VersionKey, { name, table, event, columns }: PlannedTrigger): string {
  const of = columns.length > 0 ? ` OF ${columns.map(pgQuote).join(', ')}` : '';
  // '::text' as PostgreSQL writes the argument back (pg_get_triggerdef), so the test compares them as they are.
  const when = `WHEN (${pgQuote(PG_FIRST_CHANGE_FUNCTION)}('${key}'::text))`;
  return `CREATE CONSTRAINT TRIGGER ${pgQuote(name)} AFTER ${event.toUpperCase()}${of} ON ${pgQuote(table)} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when} EXECUTE FUNCTION ${pgQuote(PG_VERSION_FUNCTION)}('${key}');`;
}

/** The PostgreSQL triggers that bump `key`. */
export function pgVersionTriggersFor(key: VersionKey): string[] {
  return plannedTriggers(key, VERSIONED_TABLES[key]).map((trigger) => pgVersionTrigger(key, trigger));
}

/** What a PostgreSQL migration holds to start following `key`: its counter row and its triggers. */
export function pgVersionMigrationSql(key: VersionKey): string {
  const insert = `INSERT INTO ${pgQuote('table_versions')} (${pgQuote('table_name')}, ${pgQuote('version')}) VALUES ('${key}', 0);`;
  return [insert, ...pgVersionTriggersFor(key)].join(BREAKPOINT);
}

/**
 * Migration 0005: the functions, then each declared trigger dropped (as 0001 created it) and created again
 * as a deferred constraint trigger. 0001 and 0004 keep the SQL they were applied with.
 */
export function pgVersionsAtCommitMigrationSql(): string {
  const triggers = (Object.keys(VERSIONED_TABLES) as VersionKey[]).flatMap((key) =>
    plannedTriggers(key, VERSIONED_TABLES[key]).flatMap((trigger) => [`DROP TRIGGER ${pgQuote(trigger.name)} ON ${pgQuote(trigger.table)};`, pgVersionTrigger(key, trigger)]),
  );
  return [...pgVersionFunctionsSql(), ...triggers].join(BREAKPOINT);
}
