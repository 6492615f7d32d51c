import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latestResultsFile, replaceSection, RESULTS_DIR, writeResults, writeSection } from '@/bench/results-files';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'results-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('latestResultsFile', () => {
  it('names the file docs/performance.md links, one per command', () => {
    expect(path.relative(process.cwd(), RESULTS_DIR)).toBe(path.join('bench', 'results'));
    expect(path.basename(latestResultsFile('bench'))).toBe('bench-latest.md');
    expect(path.basename(latestResultsFile('soak'))).toBe('soak-latest.md');
    expect(path.basename(latestResultsFile('crash'))).toBe('crash-latest.md');
    expect(path.basename(latestResultsFile('lighthouse'))).toBe('lighthouse-latest.md');
  });
});

describe('writeResults', () => {
  it('creates the directory and replaces the file whole, ending in one newline', () => {
    const file = latestResultsFile('soak', path.join(tempDir(), 'results'));
    writeResults(file, '# Soak\n\nfirst run\n\n');
    writeResults(file, '# Soak\n\nsecond run');
    expect(fs.readFileSync(file, 'utf8')).toBe('# Soak\n\nsecond run\n');
  });
});

describe('replaceSection', () => {
  it('replaces only its own section and keeps the others', () => {
    const before = '# Lighthouse\n\n## /careers\n\nold\n\n## /leave\n\nkept\n';
    expect(replaceSection(before, '/careers', '## /careers\n\nnew\n')).toBe('# Lighthouse\n\n## /careers\n\nnew\n\n## /leave\n\nkept\n');
    expect(replaceSection('# Lighthouse\n', '/careers', '## /careers\n\nfirst\n')).toBe('# Lighthouse\n\n## /careers\n\nfirst\n');
  });
});

describe('writeSection', () => {
  it('starts a new file with its title, then keeps the other pages as one is audited again', () => {
    const file = latestResultsFile('lighthouse', tempDir());
    writeSection(file, '`/careers`', '## `/careers`\n\n99', '# Lighthouse');
    writeSection(file, '`/leave`', '## `/leave`\n\n87', '# Lighthouse');
    writeSection(file, '`/careers`', '## `/careers`\n\n100', '# Lighthouse');
    expect(fs.readFileSync(file, 'utf8')).toBe('# Lighthouse\n\n## `/careers`\n\n100\n\n## `/leave`\n\n87\n');
  });
});

describe('latestResultsFile on PostgreSQL and for a subset', () => {
  it('puts the database and a partial run in the name, leaving SQLite’s full run as it was', () => {
    const name = (options: Parameters<typeof latestResultsFile>[2]) => path.basename(latestResultsFile('bench', RESULTS_DIR, options));
    expect(name({})).toBe('bench-latest.md');
    expect(name({ partial: true })).toBe('bench-partial-latest.md');
    expect(name({ database: 'postgres' })).toBe('bench-postgres-latest.md');
    expect(name({ database: 'postgres', partial: true })).toBe('bench-postgres-partial-latest.md');
    expect(path.basename(latestResultsFile('crash', RESULTS_DIR, { database: 'postgres' }))).toBe('crash-postgres-latest.md');
  });
});
