// The version triggers, written from the schema's declaration (VERSIONED_TABLES) rather than by hand for
// each table. The migrations that created the existing ones keep their SQL: they have been applied to
// databases in use, and drizzle's migrator runs each once, so editing one would make a fresh database
// differ from an old one without changing the old one. Instead tests/db/version-triggers.test.ts holds a
// freshly migrated database's triggers equal to what this writes, and a new key's migration is written
// by versionMigrationSql. The PostgreSQL triggers (db/migrations-pg) are written here too, from the same
// declaration, and tests/db/pg-migrations.test.ts holds that migration equal to pgVersionsMigrationSql.
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

function pgVersionFunctionSql(): string {
  const update = `UPDATE ${pgQuote('table_versions')} SET ${pgQuote('version')} = ${pgQuote('version')} + 1 WHERE ${pgQuote('table_name')} = TG_ARGV[0];`;
  // RETURN NULL: the result of an AFTER trigger is ignored.
  return `CREATE FUNCTION ${pgQuote(PG_VERSION_FUNCTION)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${update} RETURN NULL; END $$;`;
}

/**
 * The function as migration 0004 redefines it: a table's version goes up once per transaction that
 * changes it, not once per row. Each bump of the one table_versions row in a transaction leaves a row
 * version PostgreSQL walks on the next, so an import of tens of thousands of rows slowed quadratically
 * (60,000 payslips: 159 s, against 8 s bumping once); a cache only needs to know that a table changed,
 * and readers see the change when the transaction commits either way. The mark is a setting local to the
 * transaction (set_config's third argument), gone at commit or rollback.
 */
export function pgVersionOncePerTransactionSql(): string {
  const mark = `'hr_versions.' || TG_ARGV[0]`;
  const update = `UPDATE ${pgQuote('table_versions')} SET ${pgQuote('version')} = ${pgQuote('version')} + 1 WHERE ${pgQuote('table_name')} = TG_ARGV[0];`;
  return [
    `CREATE OR REPLACE FUNCTION ${pgQuote(PG_VERSION_FUNCTION)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN`,
    `IF coalesce(current_setting(${mark}, true), '') = '' THEN ${update} PERFORM set_config(${mark}, 'bumped', true); END IF;`,
    'RETURN NULL; END $$;',
  ].join(' ');
}

/** The PostgreSQL triggers that bump `key`: the same names, tables, changes and columns as SQLite's. */
export function pgVersionTriggersFor(key: VersionKey): string[] {
  return plannedTriggers(key, VERSIONED_TABLES[key]).map(({ name, table, event, columns }) => {
    const of = columns.length > 0 ? ` OF ${columns.map(pgQuote).join(', ')}` : '';
    return `CREATE TRIGGER ${pgQuote(name)} AFTER ${event.toUpperCase()}${of} ON ${pgQuote(table)} FOR EACH ROW EXECUTE FUNCTION ${pgQuote(PG_VERSION_FUNCTION)}('${key}');`;
  });
}

/** What a PostgreSQL migration holds to start following `key`: its counter row and its triggers. */
export function pgVersionMigrationSql(key: VersionKey): string {
  const insert = `INSERT INTO ${pgQuote('table_versions')} (${pgQuote('table_name')}, ${pgQuote('version')}) VALUES ('${key}', 0);`;
  return [insert, ...pgVersionTriggersFor(key)].join(BREAKPOINT);
}

/** The first PostgreSQL version migration: the function, then every declared key's counter row and triggers. */
export function pgVersionsMigrationSql(): string {
  return [pgVersionFunctionSql(), ...(Object.keys(VERSIONED_TABLES) as VersionKey[]).map(pgVersionMigrationSql)].join(BREAKPOINT);
}
