// Bundles the production entry (server.ts and the project's files it imports; npm packages stay
// external) into ES modules beside the Next.js build. Started with plain `node`, the server skips
// tsx's on-the-fly compiling and its resolver hooks on each of the hundreds of modules Next.js loads:
// after a crash, the port answers again sooner.
import { runAsScript } from './run-as-script.mjs';

export const SERVER_ENTRY = '.next/hr-server/server.mjs';

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
    logLevel: 'warning',
  });
}

if (runAsScript(import.meta.url)) await buildServer();
