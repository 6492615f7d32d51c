// npm run payroll:import -- <file.json | file.csv> [--kind payslips|form16]
// Loads payslips and Form 16 Part A into DATABASE_URL (default ./data/hr.db) exactly as
// POST /api/payroll/v1/import does: every row checked, all or nothing, a report naming each bad row.
import fs from 'node:fs';
import { closeDatabase, connect, migrate, transaction } from '@/db/client';
import { readCsvStream } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/validation';
import { recordAudit } from '@/lib/audit/record';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/lib/payroll/constants';
import { writeImport, type CheckedImport } from '@/lib/payroll/import';
import { checkedImport, payrollCsvReader, type ImportKind } from '@/lib/payroll/import-rows';
import { IMPORT_KINDS, payrollImportSchema } from '@/lib/payroll/schemas';
import { parseArgs } from './args';

const { positional, options } = parseArgs(process.argv.slice(2));
const file = positional[0];
const kind = options.get('kind') as ImportKind | undefined;
if (!file || (kind !== undefined && !IMPORT_KINDS.includes(kind))) {
  console.error('usage: npm run payroll:import -- <file.json | file.csv> [--kind payslips|form16]  (--kind is required for CSV)');
  process.exit(2);
}

const db = connect();
await migrate(db);
const started = Date.now();
try {
  let checked: CheckedImport;
  if (file.toLowerCase().endsWith('.csv')) {
    // Streamed from the file as the endpoint streams a request: the same reader, the same limits.
    const reader = await payrollCsvReader(db, kind);
    await readCsvStream(fs.createReadStream(file), { maxBytes: MAX_IMPORT_BYTES, maxRows: MAX_IMPORT_ROWS }, (record, line) => reader.row(record, line));
    checked = await checkedImport(db, { csv: reader.end() });
  } else {
    if (fs.statSync(file).size > MAX_IMPORT_BYTES) throw new ApiError('payload_too_large', `The file is larger than ${MAX_IMPORT_BYTES} bytes; split it.`);
    checked = await checkedImport(db, parseOrThrow(payrollImportSchema, JSON.parse(fs.readFileSync(file, 'utf8')), 'body'));
  }
  const result = await transaction(db, async (tx) => {
    const written = await writeImport(tx, checked, 'cli');
    await recordAudit(tx, { actor: 'cli', actorType: 'system', action: 'importPayroll', target: file, requestId: `cli-${started}`, ip: null });
    return written;
  });
  console.log(`Imported ${result.payslips} payslips and ${result.form16} Form 16 (${result.replaced} replaced) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  if (!(err instanceof ApiError)) throw err;
  console.error(err.message);
  for (const e of err.errors ?? []) console.error(`  ${e.path}: ${e.message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase(db);
}
