// SQL sent with its values written in, as quoted literals, where a statement must travel in one message
// with others (PostgreSQL's simple protocol takes no parameters): a write's BEGIN with its first
// statement, and the rows it never reads back with its COMMIT (db/client.ts, db/prepared.ts).
import pg from 'pg';

type Literal = string | number | bigint | boolean | null | undefined;

function isLiteral(value: unknown): value is Literal {
  return value === null || value === undefined || ['string', 'number', 'bigint', 'boolean'].includes(typeof value);
}

/**
 * `text` with each `$n` replaced by `params[n - 1]` as a quoted literal (pg's escapeLiteral), which
 * PostgreSQL types by its place as it types a parameter; null when a value is not text, a number or a
 * boolean (an array or bytes keep their parameter), or when the `$n` in `text` are not the parameters
 * one for one (a `$` of the statement's own).
 */
export function withLiterals(text: string, params: readonly unknown[]): string | null {
  if (!params.every(isLiteral)) return null;
  const found = new Set<number>();
  const written = text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1] as Literal;
    found.add(Number(n));
    return value === null || value === undefined ? 'NULL' : pg.escapeLiteral(String(value));
  });
  const oneForOne = found.size === params.length && [...found].every((n) => n >= 1 && n <= params.length);
  return oneForOne ? written : null;
}
