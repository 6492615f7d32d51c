// Module resolution hooks (registered by ./register.mjs): `server-only` resolves to the package's
// empty module, whatever the conditions, as it does in Next.js's server bundles.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The package's main file is the one that throws; its empty module sits beside it.
const EMPTY = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js')).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true };
  return nextResolve(specifier, context);
}
