// The scripts here are both run (`node scripts/x.mjs`) and imported (for a constant or a function), and
// must do their work only when run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node.js was started with. */
export function runAsScript(moduleUrl) {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
