// npm run payroll:import -- <file.json | file.csv> [--kind payslips|form16]
// Loads payslips and Form 16 Part A into DATABASE_URL (default ./data/hr.db) exactly as
// POST /api/payroll/v1/import does: every row checked, all or nothing, a report naming each bad row.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { databaseFile, migrateDatabase, openDatabase } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/validation';
import { recordAudit } from '@/lib/audit/record';
import { checkImport, writeImport } from '@/lib/payroll/import';
import { importRows, type ImportKind } from '@/lib/payroll/import-rows';
import { IMPORT_KINDS, payrollImportSchema } from '@/lib/payroll/schemas';
import { parseArgs } from './args';

const { positional, options } = parseArgs(process.argv.slice(2));
const file = positional[0];
const kind = options.get('kind') as ImportKind | undefined;
if (!file || (kind !== undefined && !IMPORT_KINDS.includes(kind))) {
  console.error('usage: npm run payroll:import -- <file.json | file.csv> [--kind payslips|form16]  (--kind is required for CSV)');
  process.exit(2);
}

const text = fs.readFileSync(file, 'utf8');
const db = openDatabase(databaseFile());
migrateDatabase(db);
const started = Date.now();
try {
  const raw: unknown = file.toLowerCase().endsWith('.csv') ? { csv: parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) } : JSON.parse(text);
  const checked = checkImport(db, importRows(parseOrThrow(payrollImportSchema, raw, 'body'), kind));
  const result = db.transaction(
    () => {
      const written = writeImport(db, checked, 'cli');
      recordAudit(db, { actor: 'cli', actorType: 'system', action: 'importPayroll', target: file, requestId: `cli-${started}`, ip: null });
      return written;
    },
    { behavior: 'immediate' },
  );
  console.log(`Imported ${result.payslips} payslips and ${result.form16} Form 16 (${result.replaced} replaced) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  if (!(err instanceof ApiError)) throw err;
  console.error(err.message);
  for (const e of err.errors ?? []) console.error(`  ${e.path}: ${e.message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
