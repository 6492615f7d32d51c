// Each measuring command writes its latest results as a Markdown file under bench/results/, which
// docs/performance.md links: the figures stay beside the code that produced them, and the docs keep
// only the method. A file holds the latest run of its command; git keeps the earlier ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from './database';

/** bench/results/ of this checkout. */
export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * Where the latest results of one command go: `bench/results/<name>-latest.md` on SQLite,
 * `<name>-postgres-latest.md` on PostgreSQL (BENCH_DATABASE), with `-partial` before `-latest` for a run of
 * some scenarios only (BENCH_ONLY), so a subset or the other database never replaces a full run's figures.
 */
export function latestResultsFile(
  name: 'bench' | 'soak' | 'crash' | 'lighthouse',
  dir: string = RESULTS_DIR,
  { database = 'sqlite', partial = false }: { database?: DatabaseKind; partial?: boolean } = {},
): string {
  return path.join(dir, `${[name, database === 'postgres' ? 'postgres' : '', partial ? 'partial' : '', 'latest'].filter(Boolean).join('-')}.md`);
}

/** Writes `markdown` to `file` (creating bench/results/ if needed), ending it with one newline. */
export function writeResults(file: string, markdown: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${markdown.trimEnd()}\n`);
}

/** `markdown` with its `## heading` section (up to the next `## `) replaced by `section`, or with it added at the end. */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  const body = section.trimEnd().split('\n');
  if (start < 0) return `${markdown.trimEnd()}\n\n${body.join('\n')}\n`;
  const after = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const rest = after < 0 ? [] : ['', ...lines.slice(after)];
  return [...lines.slice(0, start), ...body, ...rest].join('\n').trimEnd() + '\n';
}

/**
 * Writes `section` (which starts with its `## heading` line) into the Markdown file at `file` in place of
 * the one before, keeping the other sections: one file holds a section per audited page.
 */
export function writeSection(file: string, heading: string, section: string, title: string): void {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `${title}\n`;
  writeResults(file, replaceSection(before, heading, section));
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const all = [header.map(cell), ...rows.map((row) => row.map(cell))];
  const widths = header.map((_, i) => Math.max(3, ...all.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((w, i) => (rightAligned.has(i) ? (row[i] ?? '').padStart(w) : (row[i] ?? '').padEnd(w))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(all[0] ?? []), rule, ...all.slice(1).map(line)].join('\n');
}

export function machineDescription(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} × ${model}, ${gib} GiB RAM, ${os.type()} ${os.release()} (${os.arch()}), Node ${process.version}`;
}

/** The Date and Machine lines every results file in bench/results/ opens with: figures mean little without them. */
export function whenAndWhere(date: Date, loadAverageAtStart: readonly number[]): string[] {
  return [`- Date: ${date.toISOString()}`, `- Machine: ${machineDescription()}; load average at start ${loadAverageAtStart.map((n) => n.toFixed(2)).join(' / ')}`];
}
