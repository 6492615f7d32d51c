import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

/**
 * A counter per table, bumped by triggers on every change (see the migration that creates them), so
 * that derived figures such as list totals can be cached until the table really changes, even when
 * another process wrote it.
 */
export const tableVersions = sqliteTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: integer('version').notNull().default(0),
});
