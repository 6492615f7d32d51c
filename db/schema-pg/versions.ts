import { pgTable, text, bigint } from 'drizzle-orm/pg-core';

// Which changes bump which key stays declared once, in db/schema/versions.ts (VERSIONED_TABLES): the
// PostgreSQL triggers are written from it too (db/version-triggers.ts), by table and column name.
export const tableVersions = pgTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  // bigint as SQLite's integer is 64-bit: every change of a followed row adds one, for the database's life.
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
