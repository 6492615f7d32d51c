import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, fillPlaceholders, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { isPostgres, sendWithCommit, type Db, type DbOrTx } from './client';

/**
 * A statement prepared once per connection and reused. Drizzle otherwise builds and prepares the SQL
 * on every call, which costs more than running these small queries.
 */
export function preparedPerDb<T, D extends DbOrTx = Db>(build: (db: D) => T): (db: D) => T {
  const byDb = new WeakMap<D, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A Drizzle query with placeholders, prepared once per connection on either database (PostgreSQL names
 * its prepared statements: `name` must be unique in the app). Run it with `await statement(db).execute({...})`:
 * a select answers its rows, an insert or update without `returning` its result (see changedRows).
 */
export function preparedQuery<P>(name: string, build: (db: Db) => { prepare(): P }): (db: DbOrTx) => P {
  // A Drizzle transaction's handle (Tx) builds and prepares queries as a connection's does.
  return preparedPerDb((db: DbOrTx) => {
    const query = build(db as Db) as unknown as { prepare(name?: string): P };
    return isPostgres(db) ? query.prepare(name) : query.prepare();
  });
}

/**
 * The prepared statements of each variant of a query (which of its optional filters it uses, say), built
 * the first time the variant is asked for. Each variant is different SQL, so `build` prepares its
 * statements under names of their own, from `nameOf`; built anew per call instead, the SQL would be
 * planned anew too.
 */
export function preparedPerVariant<V, T>(nameOf: (variant: V) => string, build: (name: string, variant: V) => T): (variant: V) => T {
  const built = new Map<string, T>();
  return (variant) => {
    const name = nameOf(variant);
    let statements = built.get(name);
    if (statements === undefined) built.set(name, (statements = build(name, variant)));
    return statements;
  };
}

/** A Drizzle query's SQL and parameters, as `toSQL()` gives them. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A write whose result the transaction does not need (an audit row, a notice, a history entry), prepared
 * once per connection as preparedQuery's. Inside a PostgreSQL write it is not sent at once but with the
 * COMMIT, saving its round trip (sendWithCommit in db/client.ts): nothing in the same write may read
 * what it writes. Elsewhere it runs at once.
 */
export function preparedAtCommit(name: string, build: (db: Db) => { prepare(): unknown } & BuiltQuery): (db: DbOrTx, values: Record<string, unknown>) => Promise<void> {
  const statement = preparedQuery(name, build) as (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<unknown> };
  // The SQL is the same for every PostgreSQL connection: built once, its placeholders filled each time.
  let template: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    const sent = sendWithCommit(db, () => {
      template ??= build(db as Db).toSQL();
      return { text: template.sql, params: fillPlaceholders(template.params, values), prepare: true };
    });
    if (!sent) await statement(db).execute(values);
  };
}

/** A Drizzle write built with its values (see preparedAtCommit), sent with a PostgreSQL write's COMMIT, else run at once. */
export async function runAtCommit(db: DbOrTx, query: PromiseLike<unknown> & BuiltQuery): Promise<void> {
  // Its SQL changes with its values (a row each), so it is written in rather than prepared.
  const sent = sendWithCommit(db, () => {
    const { sql: text, params } = query.toSQL();
    return { text, params, prepare: false };
  });
  if (!sent) await query;
}

/**
 * A placeholder for a prepared insert, bound exactly as given. Drizzle would otherwise pass it through the
 * column's encoder, which turns null into false for boolean columns and JSON text into a quoted string;
 * so callers pass driver values: 0/1 or null, JSON text, numbers and strings.
 */
export const driverValue = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** A value as SQLite stores it (see driverValue). */
export type DriverValue = string | number | bigint | Buffer | null;

/** A row to insert, in driver values (see driverValue). */
type InsertRow<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]?: DriverValue | undefined };

/**
 * What a prepared insert of `table` binds: every column but the auto-increment key, each a placeholder
 * named after it; a column the row leaves out is bound as null, not its default.
 */
function insertColumns<T extends SQLiteTable>(table: T) {
  const names = Object.entries(getTableColumns(table))
    .filter(([, column]) => !(column as { autoIncrement?: boolean }).autoIncrement)
    .map(([name]) => name);
  return {
    // Drizzle's types want each column's own type; a placeholder stands for any.
    placeholders: Object.fromEntries(names.map((name) => [name, driverValue(name)])) as T['$inferInsert'],
    values: (row: InsertRow<T>) => {
      const given = row as Record<string, DriverValue | undefined>;
      return Object.fromEntries(names.map((name) => [name, given[name] ?? null]));
    },
  };
}

/** An insert of one row of `table`, prepared once per connection on either database (see insertColumns). Answers the new row's id. */
export function rowInsert<T extends SQLiteTable & { id: SQLiteColumn }>(table: T): (db: DbOrTx, row: InsertRow<T>) => Promise<number> {
  const columns = insertColumns(table);
  const statement = preparedQuery(`insert_row_${getTableName(table)}`, (db) => db.insert(table).values(columns.placeholders).returning({ id: table.id }));
  return async (db, row) => {
    const [inserted] = (await statement(db).execute(columns.values(row))) as { id: number }[];
    return Number(inserted?.id);
  };
}

/** An insert of one row of `table` whose id nobody needs, sent with a PostgreSQL write's COMMIT (see preparedAtCommit). */
export function rowInsertAtCommit<T extends SQLiteTable>(table: T): (db: DbOrTx, row: InsertRow<T>) => Promise<void> {
  const columns = insertColumns(table);
  const statement = preparedAtCommit(`insert_row_at_commit_${getTableName(table)}`, (db) => db.insert(table).values(columns.placeholders));
  return (db, row) => statement(db, columns.values(row));
}

/**
 * An update of the named columns of the row whose `id` is given, prepared once per connection on either
 * database. Each column is a placeholder named after it and bound as given (see driverValue).
 */
export function updateById<T extends SQLiteTable & { id: SQLiteColumn }, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
): (db: DbOrTx, id: number, values: { [C in K]: DriverValue }) => Promise<void> {
  const statement = preparedQuery(`update_${getTableName(table)}_${columns.join('_')}`, (db) =>
    db
      .update(table)
      // Drizzle's types want each column's own type; a placeholder stands for any.
      .set(Object.fromEntries(columns.map((name) => [name, driverValue(name)])) as T['$inferInsert'])
      .where(eq(table.id, sql.placeholder('id'))),
  );
  return async (db, id, values) => {
    await statement(db).execute({ ...values, id });
  };
}

/** A row's code: its id after `prefix`, six digits at least and never cut (APP-000042). */
const codeOf = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

const nextId = (table: SQLiteTable) => sql.raw(`nextval(pg_get_serial_sequence('${getTableName(table)}', 'id'))`);

/**
 * For a write that knows in its first statement which rows it will insert: on PostgreSQL, new ids of
 * `tables` (in that order, as a JSON array in text) drawn from their sequences when `when` holds, and null
 * when it does not (CASE then draws none). The write then passes each to preparedCodedInsert as `reserved`,
 * which sends the row with the COMMIT instead of in a round trip of its own. Null on SQLite, which knows an
 * id only once its row is in (and has no round trips to save).
 */
export function reservedIds(db: DbOrTx, tables: readonly SQLiteTable[], when: SQL): SQL<string | null> {
  if (!isPostgres(db)) return sql<null>`NULL`;
  return sql<string | null>`CASE WHEN ${when} THEN json_build_array(${sql.join(tables.map(nextId), sql`, `)})::text END`;
}

/**
 * An insert of one row of `table` that names it in `codeColumn` by its new id with `prefix` (APP-000042,
 * LV-000042), prepared once per connection (see rowInsert). Answers the new row's id and code.
 * PostgreSQL draws the id from the table's sequence first, in the same statement, and writes the row
 * with its code; given an id the write drew already (`reserved`, see reservedIds), it sends the row with
 * the COMMIT (preparedAtCommit). SQLite knows the id only once the row is in, and the code column is
 * required and unique, so the row goes in under a unique placeholder that its code replaces at once,
 * inside the caller's transaction.
 */
export function preparedCodedInsert<T extends SQLiteTable & { id: SQLiteColumn }, K extends keyof T['$inferInsert'] & string>(
  table: T,
  codeColumn: K,
  prefix: string,
): (db: DbOrTx, row: Omit<InsertRow<T>, K>, reserved?: number) => Promise<{ id: number; code: string }> {
  const insert = rowInsert(table);
  const setCode = updateById(table, [codeColumn]);
  const columns = insertColumns(table);
  const insertReserved = preparedAtCommit(`insert_reserved_${getTableName(table)}`, (db) =>
    db.insert(table).values({ ...columns.placeholders, id: driverValue('id') }),
  );
  const insertWithCode = preparedQuery(`insert_coded_${getTableName(table)}`, (db) => {
    // Materialised once (nextval is volatile), so the id and the code are of the same number.
    const next = db.$with('next', { id: sql<number>`id` }).as(sql`SELECT nextval(pg_get_serial_sequence('${sql.raw(getTableName(table))}', 'id')) AS id`);
    // Like padStart: six digits at least, never cut.
    const code = sql`(SELECT ${sql.raw(`'${prefix}-'`)} || lpad(id::text, greatest(6, length(id::text)), '0') FROM next)`;
    return db
      .with(next)
      .insert(table)
      .values({ ...columns.placeholders, id: sql`(SELECT id FROM next)`, [codeColumn]: code })
      .returning({ id: table.id, code: (table as unknown as Record<K, SQLiteColumn>)[codeColumn] });
  });
  return async (db, row, reserved) => {
    if (isPostgres(db) && reserved !== undefined) {
      const code = codeOf(prefix, reserved);
      await insertReserved(db, { ...columns.values({ ...row, [codeColumn]: code } as InsertRow<T>), id: reserved });
      return { id: reserved, code };
    }
    if (isPostgres(db)) {
      const [inserted] = (await insertWithCode(db).execute(columns.values(row as InsertRow<T>))) as { id: number; code: string }[];
      return { id: Number(inserted?.id), code: String(inserted?.code) };
    }
    const id = await insert(db, { ...row, [codeColumn]: `NEW-${randomUUID()}` } as InsertRow<T>);
    const code = codeOf(prefix, id);
    await setCode(db, id, { [codeColumn]: code } as { [C in K]: DriverValue });
    return { id, code };
  };
}

// JSON keys are written into the SQL as literals (a parameter's type could not be inferred inside
// json_build_object); they are the schema's property names or the caller's.
function jsonPairs(columns: Record<string, SQL | SQLiteColumn>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );
}

/**
 * The rows of `table` that `where` picks (it may name the outer query's columns), in `order`, as one JSON
 * array of objects keyed by the table's property names, in text: a subquery that brings a record's
 * sections in the record's own statement, where a query each cost a round trip. The values are as the
 * database stores them (0/1 for SQLite's booleans, dates as text).
 */
export function jsonRows(db: DbOrTx, table: SQLiteTable, where: SQL, order?: SQLiteColumn | SQL, also: Record<string, SQL> = {}): SQL<string> {
  // `also` adds values worked out from each row.
  const pairs = jsonPairs({ ...getTableColumns(table), ...also });
  const orderBy = order ? sql` ORDER BY ${order}` : sql``;
  if (isPostgres(db)) return sql<string>`(SELECT coalesce(json_agg(json_build_object(${pairs})${orderBy}), '[]') FROM ${table} WHERE ${where})`;
  // SQLite keeps an ordered subquery's order through the aggregate; named as the table, so the column
  // references above resolve to it.
  return sql<string>`(SELECT coalesce(json_group_array(json_object(${pairs})), '[]') FROM (SELECT * FROM ${table} WHERE ${where}${orderBy}) AS ${table})`;
}

/**
 * A JSON subquery (jsonRows, jsonFirstRow) as a value inside another's objects: nested as JSON, not as a string. SQLite
 * nests a value as JSON only when it comes straight from a JSON function, which a subquery's does not.
 */
export function nestedJson(db: DbOrTx, json: SQL<string> | SQL<string | null>): SQL {
  return isPostgres(db) ? json : sql`json(${json})`;
}

/**
 * The first row of `table` that `where` picks, in `order`, as a JSON object of `columns` in text, or null
 * when there is none: a look-up that rides in another statement instead of costing a round trip of its
 * own. The values are as the database stores them, as in jsonRows.
 */
export function jsonFirstRow(db: DbOrTx, table: SQLiteTable, columns: Record<string, SQL | SQLiteColumn>, where: SQL, order?: SQL | SQLiteColumn): SQL<string | null> {
  const object = isPostgres(db) ? sql`json_build_object(${jsonPairs(columns)})` : sql`json_object(${jsonPairs(columns)})`;
  const orderBy = order ? sql` ORDER BY ${order}` : sql``;
  return sql<string | null>`(SELECT ${object} FROM ${table} WHERE ${where}${orderBy} LIMIT 1)`;
}
