// What every command-line entry runs with (`node --import ./scripts/register.mjs file.ts`, in place of
// `--import tsx`): tsx compiles the TypeScript, and 'server-only' resolves to its empty file, as it does
// in Next.js's server and under Vitest. Without the second, the modules that must never reach a browser
// (they start with `import 'server-only'`) would throw in every script, worker and test child process.
import 'tsx';
import { register } from 'node:module';

register('./server-only-hooks.mjs', import.meta.url);
