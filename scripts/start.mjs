// `npm start`: builds the app when the build is missing or older than the sources, then runs the
// production entry with the local-demo defaults (loopback over plain HTTP counts as secure).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESUME_WORKER, SERVER_ENTRY } from './build-server.mjs';
import { runAsScript } from './run-as-script.mjs';

const SOURCES = ['app', 'components', 'lib', 'db', 'public', 'next.config.mjs', 'package-lock.json', 'proxy.ts', 'instrumentation-client.ts', 'server.ts', 'scripts/compile-hints.mjs', 'scripts/build-server.mjs'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Whether the Next.js build and the server's bundles exist and are newer than every source. */
export function buildIsCurrent() {
  const outputs = ['.next/BUILD_ID', SERVER_ENTRY, RESUME_WORKER];
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  return Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs)) >= Math.max(...SOURCES.map(newestMtime));
}

if (runAsScript(import.meta.url)) {
  if (!buildIsCurrent()) {
    console.log('Building the app (first start or changed sources)...');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: 'inherit',
    env: { ALLOW_INSECURE_LOCALHOST: '1', ...process.env, NODE_ENV: 'production' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}
