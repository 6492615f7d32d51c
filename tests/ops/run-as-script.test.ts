import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAsScript } from '@/scripts/run-as-script.mjs';

describe('runAsScript', () => {
  it('is true only for the module Node.js was started with', () => {
    expect(runAsScript(pathToFileURL(path.resolve(process.argv[1] ?? '')).href)).toBe(true);
    // Imported by this test, the scripts must not do their work.
    expect(runAsScript(pathToFileURL(path.resolve('scripts/compile-hints.mjs')).href)).toBe(false);
    expect(runAsScript(import.meta.url)).toBe(false);
  });
});
