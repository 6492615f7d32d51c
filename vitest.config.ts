import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Tests call server modules directly, as Next.js's server does (where the package resolves to its empty file).
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One worker per core: the files wait on child processes and on PostgreSQL as much as on the CPU, and
    // Vitest's default (one core fewer) ran the whole suite one file at a time on a two-core machine.
    maxWorkers: os.availableParallelism(),
  },
});
