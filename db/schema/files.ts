import { sqliteTable, text, integer, blob, index } from 'drizzle-orm/sqlite-core';

export const storedFiles = sqliteTable(
  'stored_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('stored_files_sha_idx').on(t.sha256)],
);
