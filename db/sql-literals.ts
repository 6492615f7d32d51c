// SQL sent with its values written in, as quoted literals, where a statement must travel in one message
// with others (PostgreSQL's simple protocol takes no parameters): a write's BEGIN with its first
// statement, and the rows it never reads back with its COMMIT (db/client.ts, db/prepared.ts).
import pg from 'pg';

type Literal = string | number | bigint | boolean | null | undefined;

function isLiteral(value: unknown): value is Literal {
  return value === null || value === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof value);
}

/** The values as quoted literals (see withLiterals), or null when one is not text, a number or a boolean. */
export function literalsOf(params: readonly unknown[]): string[] | null {
  if (!params.every(isLiteral)) return null;
  return params.map((value) => (value === null || value === undefined ? 'NULL' : pg.escapeLiteral(String(value))));
}

const oneForOne = (found: ReadonlySet<number>, count: number) => found.size === count && [...found].every((n) => n >= 1 && n <= count);

/**
 * Whether the `$n` in `text` are the parameters `1..count` one for one (not a `$` of the statement's own,
 * such as a dollar-quoted string's): only then can its values be written in, or passed to EXECUTE.
 */
export function placeholdersOneForOne(text: string, count: number): boolean {
  return oneForOne(new Set([...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]))), count);
}

/**
 * `text` with each `$n` replaced by `params[n - 1]` as a quoted literal (pg's escapeLiteral), which
 * PostgreSQL types by its place as it types a parameter; null when a value is not text, a number or a
 * boolean (an array or bytes keep their parameter), or when the `$n` in `text` are not the parameters
 * one for one.
 */
export function withLiterals(text: string, params: readonly unknown[]): string | null {
  const literals = literalsOf(params);
  if (!literals) return null;
  const found = new Set<number>();
  const written = text.replace(/\$(\d+)/g, (_, n: string) => {
    found.add(Number(n));
    return literals[Number(n) - 1] ?? 'NULL';
  });
  return oneForOne(found, literals.length) ? written : null;
}
