// npm run db:copy -- --from ./data/hr.db --to postgres://user@host:5432/hr
// Moves a company from SQLite to PostgreSQL, all or nothing (db/copy-to-postgres.ts says how).
import { CopyError, copyToPostgres } from '@/db/copy-to-postgres';
import { maskUrl } from '@/db/mask-url';
import { parseArgs } from './args';

const USAGE = `Usage:
  npm run db:copy -- --from FILE --to postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE
    copies the SQLite database FILE (read-only; the server may keep running) into the PostgreSQL
    database, which must hold no rows yet: its migrations are applied first, then every table is
    copied in one transaction and each table's count is checked before it commits.
    --batch-rows N   rows per INSERT (default 1000)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positional, options } = parseArgs(process.argv.slice(2));
const from = options.get('from');
const to = options.get('to');
const batch = options.get('batch-rows');
if (positional.length > 0) fail(`Unexpected argument "${positional[0]}"`);
for (const name of options.keys()) if (!['from', 'to', 'batch-rows'].includes(name)) fail(`Unknown option --${name}`);
if (typeof from !== 'string') fail('--from FILE is required');
if (typeof to !== 'string' || !/^postgres(ql)?:\/\//.test(to)) fail('--to needs a postgres:// or postgresql:// URL');
const batchRows = batch === undefined ? undefined : Number(batch);
if (batchRows !== undefined && !(Number.isInteger(batchRows) && batchRows > 0)) fail('--batch-rows needs a positive whole number');

console.log(`Copying ${from} to ${maskUrl(to)}`);
try {
  const result = await copyToPostgres({ from, to, batchRows, log: (line) => console.log(line) });
  const width = Math.max(...result.tables.map((row) => row.table.length));
  console.log(`\n${'table'.padEnd(width)}  ${'SQLite'.padStart(10)}  ${'PostgreSQL'.padStart(10)}`);
  for (const row of result.tables) console.log(`${row.table.padEnd(width)}  ${String(row.source).padStart(10)}  ${String(row.target).padStart(10)}`);
  const rows = result.tables.filter((row) => row.table !== 'job_search').reduce((sum, row) => sum + row.target, 0);
  console.log(
    `\nCopied ${rows} rows in ${(result.ms / 1000).toFixed(1)} s; every count matches. job_search was rebuilt from the copied jobs ` +
      `(PostgreSQL generates its tsvector), table_versions is the source's and every id sequence continues after its highest id.`,
  );
} catch (err) {
  if (err instanceof CopyError) {
    console.error(err.message);
    process.exit(1);
  }
  // A database error (a row PostgreSQL refuses, a lost connection): the transaction was rolled back.
  console.error(`The copy failed and was rolled back; the target holds no copied rows: ${(err as Error).message}`);
  const detail = (err as { detail?: string }).detail;
  if (detail) console.error(detail);
  process.exit(1);
}
