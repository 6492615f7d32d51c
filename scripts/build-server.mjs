// Bundles the production entry (server.ts and the project's files it imports; npm packages stay
// external) into ES modules beside the Next.js build. Started with plain `node`, the server skips
// tsx's on-the-fly compiling and its resolver hooks on each of the hundreds of modules Next.js loads:
// after a crash, the port answers again sooner.
// It also bundles the resume parse pool's worker (lib/resume/parse-worker.ts) to one file at a known
// path: a worker thread is started from a file, and the route handlers that start it are bundled by
// Next.js, where no source path survives. `npm run dev` and the tests build that file alone
// (`--resume-worker`), so every way of running the app reads files in the same bundled worker.
import fs from 'node:fs';
import path from 'node:path';
import { runAsScript } from './run-as-script.mjs';

export const SERVER_ENTRY = '.next/hr-server/server.mjs';
export const RESUME_WORKER = '.next/hr-server/resume-worker.mjs';

/**
 * The server's own modules start with `import 'server-only'`, which throws unless resolved as Next.js's
 * server resolves it, to its empty module: these bundles take that module in, as packages stay external.
 */
function serverOnlyAlias(root) {
  return { 'server-only': path.join(root, 'node_modules/server-only/empty.js') };
}

export async function buildServer() {
  // Loaded here: `npm start` imports this file for SERVER_ENTRY and builds only when the sources changed.
  const { build } = await import('esbuild');
  await build({
    entryPoints: ['server.ts'],
    bundle: true,
    // The seed and Next.js stay loaded on demand (server.ts imports them where they are used).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: '.next/hr-server',
    // .next/package.json says "commonjs"; these files are ES modules.
    outExtension: { '.js': '.mjs' },
    alias: serverOnlyAlias(process.cwd()),
    logLevel: 'warning',
  });
  await buildResumeWorker();
}

/** The parse worker's bundle, written under another name and renamed, so a worker starting meanwhile never reads half a file. */
export async function buildResumeWorker(root = process.cwd()) {
  const { build } = await import('esbuild');
  const outfile = path.join(root, RESUME_WORKER);
  const partial = `${outfile}.${process.pid}.tmp.mjs`;
  await build({
    absWorkingDir: root,
    entryPoints: ['lib/resume/parse-worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Resolved from .next/hr-server/, where Node finds the project's node_modules.
    packages: 'external',
    alias: serverOnlyAlias(root),
    outfile: partial,
    logLevel: 'warning',
  });
  fs.renameSync(partial, outfile);
}

if (runAsScript(import.meta.url)) {
  if (process.argv.includes('--resume-worker')) await buildResumeWorker();
  else await buildServer();
}
