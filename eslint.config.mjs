import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The feature folders of components/ (all but the shared ui/, and the shell/ and the home page's home/
// that compose features),
// read from disk so that a new feature is held to the layers without editing this file.
const FEATURE_FOLDERS = fs
  .readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['ui', 'shell', 'home'].includes(entry.name))
  .map((entry) => entry.name);

const ROUTES = './app/api/**/route.ts';

/** docs/architecture.md's "Layers": what each folder may not import. */
export const LAYER_ZONES = [
  { target: './db', from: ['./lib', './components', './app'], message: 'db/ is the bottom layer: it imports packages and db/ only.' },
  { target: './lib', from: ['./components', './app'], message: 'lib/ may import db/ and lib/, never components/ or app/.' },
  {
    target: ['./lib/client', './lib/*/hooks.ts', './lib/*/hooks'],
    from: './db',
    message: 'Browser code reaches db/ only through client-safe lib/ modules (constants, schemas).',
  },
  { target: './components', from: ['./app', './db'], message: 'Components import components/ and client-safe lib/, never app/ or db/.' },
  { target: './components/ui', from: './components', except: ['./ui'], message: 'components/ui/ is shared by every feature and imports none.' },
  ...FEATURE_FOLDERS.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, './ui', './shell'],
    message: `components/${feature}/ may import its own folder, components/ui/ and components/shell/, not another feature.`,
  })),
  {
    target: ['./app/(app)', './app/(site)'],
    from: ROUTES,
    message: 'Pages read through app/api/prefetch.ts, never a route module.',
  },
  { target: ROUTES, from: './components', message: 'Route files import lib/, never components/.' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'db/migrations/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The data layer is asynchronous (PostgreSQL's driver is): a query or a write whose promise is
    // dropped, or tested for truth instead of awaited, runs after the transaction it belongs to or
    // reads as always there. These rules need the types, so they run with the TypeScript project.
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'server.ts', 'proxy.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The layers (docs/architecture.md). no-cycle skips `import type` by itself (it has no option for
    // it): a type-only import is gone at run time and creates no cycle of modules.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'db/**/*.ts'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
