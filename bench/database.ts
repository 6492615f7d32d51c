// Which database the measuring commands run the server on (BENCH_DATABASE), and a small reader for the
// checks that read what the server wrote: the same SQL, with `?` placeholders, on a SQLite file or a
// PostgreSQL database. The SQL must be valid on both (see docs/performance.md: HAVING on the aggregate
// expression, every non-aggregate column in GROUP BY, an alias on every subquery in FROM).
import Database from 'better-sqlite3';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

/** BENCH_DATABASE: `sqlite` (the default) or `postgres`. */
export function benchDatabaseKind(raw = process.env.BENCH_DATABASE): DatabaseKind {
  const value = raw?.trim().toLowerCase() || 'sqlite';
  if (value === 'sqlite') return 'sqlite';
  if (value === 'postgres' || value === 'postgresql') return 'postgres';
  throw new Error(`BENCH_DATABASE must be sqlite or postgres (got ${JSON.stringify(raw)})`);
}

/**
 * The PostgreSQL server the runs use: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL. The URL's user must be
 * allowed to create databases; the runs keep a template per seed there and clone it for each run.
 */
export function benchPostgresUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const url = env.BENCH_POSTGRES_URL?.trim() || env.TEST_POSTGRES_URL?.trim();
  if (!url) {
    throw new Error(
      'BENCH_DATABASE=postgres needs a PostgreSQL server: set BENCH_POSTGRES_URL (postgres://USER@HOST:PORT/DATABASE, a user that may create databases), ' +
        'or start a throwaway one with `source scripts/test-postgres.sh && start_test_postgres` (it sets TEST_POSTGRES_URL).',
    );
  }
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error(`BENCH_POSTGRES_URL must be a postgres:// or postgresql:// URL (got ${JSON.stringify(url)})`);
  return url;
}

/** A database the server wrote, for the checks afterwards. */
export type DatabaseRef = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Reads with `?` placeholders, on either database. Numbers come back as numbers on both (counts and sums included). */
export interface DatabaseReader {
  /** The first column of the first row (undefined without a row). */
  scalar<T = unknown>(sql: string, params?: readonly unknown[]): Promise<T>;
  rows<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * `?` placeholders as PostgreSQL's `$1`, `$2`, ...; a `?` inside a quoted string, a quoted identifier or a
 * comment is left alone.
 */
export function toPostgresPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i] as string;
    if (char === "'" || char === '"') {
      const end = sql.indexOf(char, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (char === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (char === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end < 0 ? sql.length : end + 2;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (char === '?') out += `$${++n}`;
    else out += char;
  }
  return out;
}

// bigint (count(*), sum of integers) and numeric (sum of bigint) as numbers, as SQLite gives them: the
// checks compare counts, far below 2^53. Set on this reader's connection only, not node-postgres's globals.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const readerTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

async function openPostgresReader(url: string): Promise<DatabaseReader> {
  const client = new pg.Client({ connectionString: url, types: readerTypes });
  await client.connect();
  const query = async (sql: string, params: readonly unknown[]) => client.query({ text: toPostgresPlaceholders(sql), values: [...params], rowMode: 'array' });
  return {
    async scalar<T>(sql: string, params: readonly unknown[] = []) {
      return (await query(sql, params)).rows[0]?.[0] as T;
    },
    async rows<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query({ text: toPostgresPlaceholders(sql), values: [...params] })).rows as T[];
    },
    close: () => client.end(),
  };
}

function openSqliteReader(file: string): DatabaseReader {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    async scalar<T>(sql: string, params: readonly unknown[] = []) {
      return db.prepare(sql).pluck().get(...params) as T;
    },
    async rows<T>(sql: string, params: readonly unknown[] = []) {
      return db.prepare(sql).all(...params) as T[];
    },
    async close() {
      db.close();
    },
  };
}

export async function openReader(ref: DatabaseRef): Promise<DatabaseReader> {
  return ref.kind === 'sqlite' ? openSqliteReader(ref.file) : openPostgresReader(ref.url);
}

/** Opens a reader for `fn` and closes it however `fn` ends. */
export async function withReader<T>(ref: DatabaseRef, fn: (reader: DatabaseReader) => Promise<T>): Promise<T> {
  const reader = await openReader(ref);
  try {
    return await fn(reader);
  } finally {
    await reader.close();
  }
}

/** How a results file names the database: `SQLite` or `PostgreSQL <version>`. */
export async function describeDatabase(ref: DatabaseRef): Promise<string> {
  if (ref.kind === 'sqlite') return `SQLite ${sqliteVersion()}`;
  return `PostgreSQL ${await withReader(ref, (reader) => reader.scalar<string>('SHOW server_version'))}`;
}

function sqliteVersion(): string {
  const db = new Database(':memory:');
  try {
    return db.prepare('SELECT sqlite_version()').pluck().get() as string;
  } finally {
    db.close();
  }
}
