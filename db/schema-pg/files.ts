import { pgTable, text, integer, index, customType } from 'drizzle-orm/pg-core';

// pg-core (0.45) has no bytea builder; node-postgres reads and writes bytea as a Buffer, as better-sqlite3 does a blob.
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('stored_files_sha_idx').on(t.sha256)],
);
