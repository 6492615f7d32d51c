import fs from 'node:fs';
import path from 'node:path';
import { getTableName, isTable, type SQL } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteSyncDialect, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqliteSchema from '@/db/schema';
import * as pgSchema from '@/db/schema-pg';

// The PostgreSQL schema (db/schema-pg) must describe the same database as the SQLite one (db/schema): the
// same tables, columns, keys, constraints and indexes, so that the query functions and a copy from one to
// the other work on either. A column, index or key added to one side only fails here.

/** Tables on one side only, on purpose, and why. */
const ONLY_IN_POSTGRES: Record<string, string> = {
  job_search:
    "SQLite's full-text index is an FTS5 virtual table made by migration 0007, which Drizzle cannot declare; PostgreSQL's is a plain table with a generated tsvector and a GIN index (its columns are checked against 0007 below).",
};
const ONLY_IN_SQLITE: Record<string, string> = {};

/**
 * The PostgreSQL types each SQLite storage class may become (docs/decisions.md, "PostgreSQL, the second
 * backend: schema"): integers stay integers, or bigint where SQLite's 64 bits are needed; REAL (8 bytes) is
 * double precision, not PostgreSQL's 4-byte real; JSON-mode text is jsonb; blobs are bytea.
 */
const PG_TYPES: Record<string, readonly string[]> = {
  SQLiteInteger: ['integer', 'bigint'],
  SQLiteBoolean: ['boolean'],
  SQLiteReal: ['double precision'],
  SQLiteText: ['text'],
  SQLiteTextJson: ['jsonb'],
  SQLiteBlobBuffer: ['bytea'],
};

const sqliteDialect = new SQLiteSyncDialect();
const pgDialect = new PgDialect();
const byName = <T extends { name: string }>(items: T[]) => Object.fromEntries(items.map((item) => [item.name, item]));
const whereText = (where: SQL | undefined, dialect: SQLiteSyncDialect | PgDialect) => (where ? dialect.sqlToQuery(where).sql : null);

function tables<T>(schema: Record<string, unknown>): Map<string, T> {
  return new Map(Object.values(schema).filter((value) => isTable(value)).map((table) => [getTableName(table), table as T]));
}

const sqliteTables = tables<SQLiteTable>(sqliteSchema);
const pgTables = tables<PgTable>(pgSchema);
const shared = [...sqliteTables.keys()].filter((name) => pgTables.has(name)).sort();

/** What both dialects' table configs say, in the same words. */
interface Shape {
  columns: Record<string, { notNull: boolean; hasDefault: boolean; default: unknown; primary: boolean; unique: boolean; assignedByDatabase: boolean; enumValues: string[] | null }>;
  primaryKeys: Record<string, string[]>;
  uniqueConstraints: Record<string, string[]>;
  foreignKeys: Record<string, { columns: string[]; foreignTable: string; foreignColumns: string[]; onDelete: string; onUpdate: string }>;
  indexes: Record<string, { columns: string[]; unique: boolean; where: string | null }>;
}

type AnyConfig = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;

function shape(config: AnyConfig, dialect: SQLiteSyncDialect | PgDialect, assignedByDatabase: (column: AnyConfig['columns'][number]) => boolean): Shape {
  const names = (columns: { name: string }[]) => columns.map((column) => column.name);
  return {
    columns: Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        {
          notNull: column.notNull,
          hasDefault: column.hasDefault,
          default: column.default,
          primary: column.primary,
          unique: column.isUnique,
          assignedByDatabase: assignedByDatabase(column),
          enumValues: column.enumValues ?? null,
        },
      ]),
    ),
    primaryKeys: Object.fromEntries(config.primaryKeys.map((key) => [key.getName(), names(key.columns)])),
    uniqueConstraints: Object.fromEntries(config.uniqueConstraints.map((constraint) => [constraint.getName(), names(constraint.columns)])),
    foreignKeys: Object.fromEntries(
      config.foreignKeys.map((key) => {
        const reference = key.reference();
        return [
          key.getName(),
          {
            columns: names(reference.columns),
            foreignTable: getTableName(reference.foreignTable),
            foreignColumns: names(reference.foreignColumns),
            // Unset is NO ACTION in both dialects.
            onDelete: key.onDelete ?? 'no action',
            onUpdate: key.onUpdate ?? 'no action',
          },
        ];
      }),
    ),
    indexes: Object.fromEntries(
      config.indexes.map(({ config: index }) => [
        index.name,
        { columns: names(index.columns as { name: string }[]), unique: index.unique, where: whereText(index.where, dialect) },
      ]),
    ),
  };
}

const sqliteShape = (name: string) =>
  shape(sqliteTableConfig(sqliteTables.get(name)!), sqliteDialect, (column) => 'autoIncrement' in column && column.autoIncrement === true);
const pgShape = (name: string) => shape(pgTableConfig(pgTables.get(name)!), pgDialect, (column) => 'generatedIdentity' in column && column.generatedIdentity !== undefined);

/** One aspect of every shared table, keyed by table, so a difference names its table. */
const every = <K extends keyof Shape>(aspect: K, of: (name: string) => Shape) => Object.fromEntries(shared.map((name) => [name, of(name)[aspect]]));

describe('the PostgreSQL schema', () => {
  it('has the same tables as the SQLite schema, but for the differences listed with their reason', () => {
    const onlyPg = [...pgTables.keys()].filter((name) => !sqliteTables.has(name)).sort();
    const onlySqlite = [...sqliteTables.keys()].filter((name) => !pgTables.has(name)).sort();
    expect(onlyPg).toEqual(Object.keys(ONLY_IN_POSTGRES).sort());
    expect(onlySqlite).toEqual(Object.keys(ONLY_IN_SQLITE).sort());
    expect(shared.length).toBeGreaterThan(30);
  });

  it('has the same columns: name, not null, default, primary key, unique, assigned ids and enum values', () => {
    expect(every('columns', pgShape)).toEqual(every('columns', sqliteShape));
  });

  it('maps each column type to its PostgreSQL counterpart', () => {
    const mismatched = shared.flatMap((name) => {
      const pgColumns = byName(pgTableConfig(pgTables.get(name)!).columns);
      return sqliteTableConfig(sqliteTables.get(name)!).columns.flatMap((column) => {
        const pgType = pgColumns[column.name]?.getSQLType();
        return pgType !== undefined && PG_TYPES[column.columnType]?.includes(pgType) ? [] : [`${name}.${column.name}: ${column.columnType} as ${pgType}`];
      });
    });
    expect(mismatched).toEqual([]);
  });

  it('has the same composite primary keys and unique constraints', () => {
    expect(every('primaryKeys', pgShape)).toEqual(every('primaryKeys', sqliteShape));
    expect(every('uniqueConstraints', pgShape)).toEqual(every('uniqueConstraints', sqliteShape));
  });

  it('has the same foreign keys, with the same actions on delete and update', () => {
    expect(every('foreignKeys', pgShape)).toEqual(every('foreignKeys', sqliteShape));
  });

  it('has the same indexes: names, columns in order, uniqueness and partial conditions', () => {
    expect(every('indexes', pgShape)).toEqual(every('indexes', sqliteShape));
  });

  it("indexes for full-text search the columns of SQLite's FTS5 table, by job", () => {
    const migration = fs.readFileSync(path.join(process.cwd(), 'db', 'migrations', '0007_job_search.sql'), 'utf8');
    const fts5Columns = [...(/USING fts5\(([^)]*)\)/.exec(migration)?.[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]);
    const config = pgTableConfig(pgSchema.jobSearch);
    // job_id stands for FTS5's rowid (the job's id); document is the tsvector generated from the others.
    expect(config.columns.map((column) => column.name)).toEqual(['job_id', ...fts5Columns, 'document']);
    expect(config.indexes.map(({ config: index }) => [index.name, index.method])).toEqual([['job_search_document_idx', 'gin']]);
  });
});
