import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '@/scripts/compile-hints.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build directory with a manifest naming `root` as the scripts every page loads, and `files` in it. */
function fakeBuild(root: string[] | undefined, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages: {}, rootMainFiles: root }));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

describe('addCompileHints', () => {
  it('puts the hint at the top of the scripts every page loads, and only those', () => {
    const dir = fakeBuild(['static/chunks/react.js', 'static/chunks/runtime.js'], {
      'static/chunks/react.js': 'react();',
      'static/chunks/runtime.js': 'runtime();',
      'static/chunks/form.js': 'form();',
    });
    expect(addCompileHints(dir)).toEqual(['static/chunks/react.js', 'static/chunks/runtime.js']);
    expect(read(dir, 'static/chunks/react.js')).toBe('//# allFunctionsCalledOnLoad\nreact();');
    expect(read(dir, 'static/chunks/runtime.js')).toBe(`${COMPILE_HINT}runtime();`);
    expect(read(dir, 'static/chunks/form.js')).toBe('form();');
  });

  it('adds it once when run again on the same build', () => {
    const dir = fakeBuild(['static/chunks/react.js'], { 'static/chunks/react.js': 'react();' });
    addCompileHints(dir);
    addCompileHints(dir);
    expect(read(dir, 'static/chunks/react.js')).toBe(`${COMPILE_HINT}react();`);
  });

  it('fails loudly when the manifest names no root scripts (a Next.js that changed its build)', () => {
    expect(() => addCompileHints(fakeBuild(undefined, {}))).toThrow(/rootMainFiles/);
    expect(() => addCompileHints(fakeBuild([], {}))).toThrow(/rootMainFiles/);
  });
});
