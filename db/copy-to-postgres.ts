// npm run db:copy: moves a company's database from SQLite to PostgreSQL, all or nothing (issue 31, item 4).
//
// The tables and their column types come from db/schema-pg (the twin of db/schema, held equal by
// tests/db/schema-parity.test.ts), so a table added to the schema is copied without touching this file, and
// a column type this copy does not know how to convert stops it before anything is written.
//
// - The source is opened read-only and read in ONE read transaction: in WAL mode that is one consistent
//   snapshot (every write committed before it began) while a running server keeps writing.
// - The target gets db/migrations-pg first (drizzle's migrator, its own transaction), then everything else
//   happens in ONE PostgreSQL transaction: the target must be empty (the migrations' own table_versions rows
//   aside), the tables are filled parents first with multi-row parameterised INSERTs, job_search is rebuilt
//   from the copied jobs, every table's count is compared with the source's, and every identity sequence is
//   moved past the highest id before COMMIT. Any failure or mismatch rolls the whole copy back.
// - The user triggers are disabled inside that transaction (ALTER TABLE ... DISABLE TRIGGER USER, which the
//   tables' owner may do, unlike session_replication_role, which needs a superuser): the version triggers,
//   so a copied row bumps nothing and table_versions is then the source's, and the rule triggers
//   (db/migrations-pg/0002_rule_triggers.sql), so a copied payslip does not clear its year's issued Form 16
//   (the payslips are written after form16_part_a) and a copied role ends no copied session. Foreign keys
//   stay enforced: a row the source let through (SQLite checks them only while foreign_keys is on) fails
//   the copy here.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableName, isTable } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as pgSchema from './schema-pg';
import { maskUrl } from './mask-url';
import { migrationsFolder } from './client';

/** A refusal or failure to tell the operator as it is (no stack trace). Nothing was copied. */
export class CopyError extends Error {}

export function pgMigrationsFolder(): string {
  return path.join(process.cwd(), 'db', 'migrations-pg');
}

/** The full-text table: an FTS5 virtual table in SQLite, a table with a generated tsvector in PostgreSQL. */
const JOB_SEARCH = 'job_search';
/** Filled by the migrations on both sides (one row per version key); replaced by the source's rows. */
const TABLE_VERSIONS = 'table_versions';
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;
const DEFAULT_BATCH_ROWS = 1000;

/** The SQLite tables that are no table of the schema: SQLite's own, drizzle's journal, FTS5's shadow tables. */
const isInternalSqliteTable = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations' || name === JOB_SEARCH || name.startsWith(`${JOB_SEARCH}_`);

type Convert = (value: unknown) => unknown;

const integerText: Convert = (value) => (typeof value === 'bigint' ? value.toString() : value);
/**
 * How a value read from SQLite (integers as BigInt, so none loses a digit) becomes the parameter the PostgreSQL
 * column takes. JSON stays text: PostgreSQL parses it into jsonb, and refuses it (failing the copy) if it is
 * not JSON. A value of the wrong kind (text in an integer column, which SQLite allows) is refused by
 * PostgreSQL the same way, never truncated here.
 */
const CONVERSIONS: Record<string, Convert> = {
  boolean: (value) => (value === null ? null : typeof value === 'bigint' || typeof value === 'number' ? Number(value) !== 0 : value),
  integer: integerText,
  bigint: integerText,
  'double precision': (value) => (typeof value === 'bigint' ? Number(value) : value),
  text: integerText,
  jsonb: (value) => value,
  bytea: (value) => value,
};

interface CopiedColumn {
  name: string;
  type: string;
  convert: Convert;
  identity: boolean;
}

interface CopiedTable {
  name: string;
  columns: CopiedColumn[];
  /** Tables this one refers to (other than itself). */
  parents: string[];
  /** A reference to the table itself (employees' manager): rows are written parents first. */
  selfReference: { column: string; key: string } | null;
}

function schemaTables(): CopiedTable[] {
  const configs = Object.values(pgSchema)
    .filter((value) => isTable(value))
    .map((table) => getTableConfig(table as PgTable));
  return configs.map((config) => {
    const columns = config.columns
      .filter((column) => !column.generated)
      .map((column) => {
        const type = column.getSQLType();
        const convert = CONVERSIONS[type];
        if (!convert && config.name !== JOB_SEARCH) throw new CopyError(`db:copy does not know how to copy ${config.name}.${column.name} (${type}); teach db/copy-to-postgres.ts.`);
        return { name: column.name, type, convert: convert ?? ((value: unknown) => value), identity: column.generatedIdentity !== undefined };
      });
    const parents = new Set<string>();
    let selfReference: CopiedTable['selfReference'] = null;
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const parent = getTableName(reference.foreignTable);
      if (parent !== config.name) parents.add(parent);
      else if (reference.columns.length === 1) selfReference = { column: reference.columns[0]!.name, key: reference.foreignColumns[0]!.name };
      else throw new CopyError(`db:copy cannot order ${config.name}: it refers to itself through several columns.`);
    }
    return { name: config.name, columns, parents: [...parents], selfReference };
  });
}

/** The tables with every table a row refers to before it. */
function parentsFirst(tables: CopiedTable[]): CopiedTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: CopiedTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: CopiedTable, trail: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new CopyError(`db:copy cannot order the tables: ${[...trail, table.name].join(' -> ')} refer to each other.`);
    state.set(table.name, 'visiting');
    for (const parent of table.parents) visit(byName.get(parent)!, [...trail, table.name]);
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

/** Rows of a self-referencing table, each after the row it refers to (a cycle is left to PostgreSQL to refuse). */
function selfReferencesFirst(rows: unknown[][], childIndex: number, keyIndex: number): unknown[][] {
  const keys = new Set(rows.map((row) => String(row[keyIndex])));
  const written = new Set<string>();
  const ordered: unknown[][] = [];
  let waiting = rows;
  while (waiting.length > 0) {
    const next: unknown[][] = [];
    for (const row of waiting) {
      const parent = row[childIndex];
      if (parent === null || written.has(String(parent)) || !keys.has(String(parent))) {
        ordered.push(row);
        written.add(String(row[keyIndex]));
      } else next.push(row);
    }
    if (next.length === waiting.length) return [...ordered, ...next];
    waiting = next;
  }
  return ordered;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableSummary {
  table: string;
  /** Rows in the SQLite snapshot (for job_search: the FTS5 index's rows). */
  source: number;
  /** Rows in PostgreSQL before COMMIT. */
  target: number;
}

export interface CopyResult {
  tables: TableSummary[];
  ms: number;
}

export interface CopyOptions {
  /** The SQLite file. */
  from: string;
  /** postgres:// or postgresql:// URL of the target database. */
  to: string;
  /** Rows per INSERT (capped so a statement stays under PostgreSQL's 65,535 parameters). */
  batchRows?: number;
  /** Progress lines (a table copied); nothing secret is passed to it. */
  log?: (line: string) => void;
  /**
   * Called after the rows are written and before the counts are checked, inside the transaction: lets a
   * test make a count differ. Not for other use.
   */
  beforeCheck?: (client: pg.ClientBase) => Promise<void>;
}

/** Refuses a source that is not this app's database at this code's newest migration, or whose tables differ. */
function checkSource(sqlite: Database.Database, tables: CopiedTable[]): void {
  const has = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!has) throw new CopyError('The source is a SQLite database but not one of this app (no __drizzle_migrations table).');
  const applied = (sqlite.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number | bigint | null }).at;
  const newest = Math.max(...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis));
  if (Number(applied ?? 0) < newest) throw new CopyError('The source database is older than this code: start the app on it once (its migrations apply at start-up), stop it or not, then copy.');
  if (Number(applied ?? 0) > newest) throw new CopyError('The source database was made by a newer version of the app: copy with that version.');

  const present = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
  const known = new Set(tables.map((table) => table.name));
  const unknown = present.filter((name) => !isInternalSqliteTable(name) && !known.has(name));
  if (unknown.length > 0) throw new CopyError(`The source has tables db/schema-pg does not: ${unknown.join(', ')}. Nothing was copied.`);
  for (const table of tables) {
    if (table.name === JOB_SEARCH) continue;
    const columns = new Set((sqlite.prepare(`PRAGMA table_info(${q(table.name)})`).all() as { name: string }[]).map((row) => row.name));
    if (columns.size === 0) throw new CopyError(`The source has no table ${table.name}. Nothing was copied.`);
    const missing = table.columns.filter((column) => !columns.has(column.name)).map((column) => column.name);
    if (missing.length > 0) throw new CopyError(`The source's ${table.name} lacks ${missing.join(', ')}. Nothing was copied.`);
  }
}

async function count(client: pg.ClientBase, table: string): Promise<number> {
  return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${q(table)}`)).rows[0]!.n);
}

/** Writes `rows` (already converted) into `table` in multi-row INSERTs of at most `perStatement` rows. */
async function insertRows(client: pg.ClientBase, table: CopiedTable, rows: unknown[][], perStatement: number): Promise<void> {
  const width = table.columns.length;
  const head = `INSERT INTO ${q(table.name)} (${table.columns.map((column) => q(column.name)).join(', ')}) VALUES `;
  const statement = (n: number) =>
    head + Array.from({ length: n }, (_, row) => `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`).join(', ');
  const full = statement(perStatement);
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.flat();
    // A full batch is one prepared statement per table, parsed once; the last, shorter one is parsed alone.
    if (batch.length === perStatement) await client.query({ name: `db_copy_${table.name}`, text: full, values });
    else await client.query(statement(batch.length), values);
  }
}

/**
 * Copies the SQLite database `from` into the PostgreSQL database `to` (see the top of this file). Throws
 * CopyError for a refusal (the target holds rows, the source is not this app's, a count differs) and lets a
 * database error through; either way the target's data is as it was (its migrations may have been applied).
 */
export async function copyToPostgres(options: CopyOptions): Promise<CopyResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!fs.existsSync(options.from)) throw new CopyError(`There is no SQLite database at ${options.from}.`);
  const tables = parentsFirst(schemaTables());

  let sqlite: Database.Database;
  try {
    sqlite = new Database(options.from, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CopyError(`Cannot open ${options.from} (${(err as Error).message}).`);
  }
  const client = new pg.Client({ connectionString: options.to });
  try {
    sqlite.pragma('busy_timeout = 5000');
    try {
      checkSource(sqlite, tables);
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_NOTADB') throw new CopyError(`${options.from} is not a SQLite database.`);
      throw err;
    }
    // The snapshot: a deferred BEGIN takes it at its first read, and every read below sees that moment.
    sqlite.exec('BEGIN');
    const sourceCounts = new Map<string, number>();
    for (const table of tables) sourceCounts.set(table.name, Number((sqlite.prepare(`SELECT count(*) AS n FROM ${q(table.name)}`).get() as { n: number }).n));

    try {
      await client.connect();
    } catch (err) {
      throw new CopyError(`Cannot connect to ${maskUrl(options.to)} (${(err as Error).message}).`);
    }
    await migrate(drizzle(client), { migrationsFolder: pgMigrationsFolder() });
    log(`Applied db/migrations-pg to ${maskUrl(options.to)}.`);

    await client.query('BEGIN');
    try {
      // Also locks every table until COMMIT, so nothing writes to the target while it is filled.
      for (const table of tables) await client.query(`ALTER TABLE ${q(table.name)} DISABLE TRIGGER USER`);
      const holding: string[] = [];
      for (const table of tables) {
        if (table.name === TABLE_VERSIONS) continue;
        const n = await count(client, table.name);
        if (n > 0) holding.push(`${table.name} (${n} ${n === 1 ? 'row' : 'rows'})`);
      }
      if (holding.length > 0) {
        throw new CopyError(`The target database already holds data: ${holding.join(', ')}. db:copy fills an empty database only; nothing was changed.`);
      }
      await client.query(`DELETE FROM ${q(TABLE_VERSIONS)}`);

      for (const table of tables) {
        if (table.name === JOB_SEARCH) continue;
        const perStatement = Math.max(1, Math.min(options.batchRows ?? DEFAULT_BATCH_ROWS, Math.floor(MAX_PARAMETERS / table.columns.length)));
        const select = sqlite.prepare(`SELECT ${table.columns.map((column) => q(column.name)).join(', ')} FROM ${q(table.name)}`).raw(true).safeIntegers(true);
        const convert = (row: unknown[]) => row.map((value, i) => (value === null ? null : table.columns[i]!.convert(value)));
        if (table.selfReference) {
          const names = table.columns.map((column) => column.name);
          const rows = selfReferencesFirst(select.all() as unknown[][], names.indexOf(table.selfReference.column), names.indexOf(table.selfReference.key));
          await insertRows(client, table, rows.map(convert), perStatement);
        } else {
          // Streamed: a batch at a time, so a table larger than memory is copied too.
          let batch: unknown[][] = [];
          for (const row of select.iterate() as IterableIterator<unknown[]>) {
            batch.push(convert(row));
            if (batch.length === perStatement * 10) {
              await insertRows(client, table, batch, perStatement);
              batch = [];
            }
          }
          await insertRows(client, table, batch, perStatement);
        }
        log(`  ${table.name}: ${sourceCounts.get(table.name)} rows`);
      }

      // job_search is what lib/jobs/search-index.ts writes for each job, built here from the copied jobs (the
      // tsvector is generated by PostgreSQL); FTS5's own rows are not read, only counted.
      await client.query(
        `INSERT INTO ${q(JOB_SEARCH)} (job_id, title, description, skills)
         SELECT j.id, j.title, j.description, coalesce((SELECT string_agg(s.skill, ' ' ORDER BY s.position) FROM job_skills s WHERE s.job_id = j.id), '')
         FROM jobs j`,
      );
      for (const table of tables) await client.query(`ALTER TABLE ${q(table.name)} ENABLE TRIGGER USER`);

      await options.beforeCheck?.(client);
      const summary: TableSummary[] = [];
      for (const table of tables) summary.push({ table: table.name, source: sourceCounts.get(table.name)!, target: await count(client, table.name) });
      const jobs = summary.find((row) => row.table === 'jobs')!;
      const differing = summary.filter((row) => (row.table === JOB_SEARCH ? row.target !== jobs.target : row.target !== row.source));
      if (differing.length > 0) {
        const lines = differing.map((row) => `${row.table}: ${row.source} in SQLite, ${row.target} in PostgreSQL${row.table === JOB_SEARCH ? ` (${jobs.target} jobs)` : ''}`);
        throw new CopyError(`The counts differ, so nothing was copied: ${lines.join('; ')}.`);
      }
      // Rows were given their ids: each identity sequence continues after the highest. Last, since setval is
      // not undone by a rollback (harmless on an empty target, but a refused copy should leave nothing).
      for (const table of tables) {
        for (const column of table.columns.filter((c) => c.identity)) {
          await client.query(
            `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${q(column.name)}) FROM ${q(table.name)}), 1), (SELECT count(*) > 0 FROM ${q(table.name)}))`,
            [q(table.name), column.name],
          );
        }
      }
      await client.query('COMMIT');
      // The planner's statistics, which a bulk load leaves empty until autovacuum comes round: without them
      // a prepared statement's generic plan may scan a whole table for a person's payslips or one job. And
      // the visibility map, without which an index-only scan reads every row's page too (the career site's
      // index of 100,000 jobs took twice as long on a fresh copy).
      await client.query('VACUUM (ANALYZE)');
      return { tables: summary, ms: performance.now() - started };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  } finally {
    if (sqlite.inTransaction) sqlite.exec('COMMIT');
    sqlite.close();
    await client.end().catch(() => {});
  }
}
