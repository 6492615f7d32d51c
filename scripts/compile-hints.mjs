// Marks the scripts every page loads (Next.js's rootMainFiles: React DOM, Next.js's client runtime and
// Turbopack's) with V8's explicit compile hint, so that Chromium compiles their functions on a background
// thread while the file streams in, instead of on the main thread when each module's factory first runs:
// that compile was the page's longest task, and Lighthouse scores rose on every page measured (the runs
// are in bench/results/investigations-2026-11.md). Only these files: every function in them runs on load, which is what the hint promises; hinting every
// chunk as well (the forms, the lazy zod check) showed no gain in seven pairs on /leave.
import fs from 'node:fs';
import path from 'node:path';
import { runAsScript } from './run-as-script.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint at the top of each root script of the build in `nextDir` (once); returns their paths. */
export function addCompileHints(nextDir = '.next') {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) throw new Error(`${nextDir}/build-manifest.json lists no rootMainFiles`);
  for (const file of files) {
    const full = path.join(nextDir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + text);
  }
  return files;
}

if (runAsScript(import.meta.url)) {
  console.log(`Compile hints on the ${addCompileHints().length} scripts every page loads`);
}
