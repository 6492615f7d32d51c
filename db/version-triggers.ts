// The version triggers, written from the schema's declaration (VERSIONED_TABLES) rather than by hand for
// each table. The migrations that created the existing ones keep their SQL: they have been applied to
// databases in use, and drizzle's migrator runs each once, so editing one would make a fresh database
// differ from an old one without changing the old one. Instead tests/db/version-triggers.test.ts holds a
// freshly migrated database's triggers equal to what this writes, and a new key's migration is written
// by versionMigrationSql.
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

/** The triggers that bump `key` for the changes `source` names. */
export function versionTriggersFor(key: string, source: VersionSource): VersionTrigger[] {
  const table = getTableName(source.table);
  const ignored = new Set(source.updatesIgnoring?.map((column) => column.name));
  const watched = source.updatesOf
    ? source.updatesOf.map((column) => column.name)
    : ignored.size > 0
      ? Object.values(getTableColumns(source.table))
          .map((column) => column.name)
          .filter((name) => !ignored.has(name))
      : [];
  return (source.on ?? ALL_EVENTS).map((event) => {
    const name = source.names?.[event] ?? `${key}_version_${event}`;
    const of = event === 'update' && watched.length > 0 ? ` OF ${watched.map(quote).join(', ')}` : '';
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
  return [insert, ...versionTriggersFor(key, VERSIONED_TABLES[key]).map((trigger) => `${trigger.sql};`)].join('\n--> statement-breakpoint\n');
}
