import { defineConfig } from 'drizzle-kit';

// The PostgreSQL backend's migrations (docs/decisions.md, "PostgreSQL, the second backend: schema"):
// `npx drizzle-kit generate --config drizzle.pg.config.ts`. No database is needed to generate.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema-pg/index.ts',
  out: './db/migrations-pg',
});
