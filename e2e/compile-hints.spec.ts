import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

// The build (npm run build) marks the scripts every page loads for eager compiling (scripts/compile-hints.mjs).
test('the scripts every page loads are served with the compile hint', async ({ request }) => {
  const manifest = JSON.parse(fs.readFileSync(new URL('../.next/build-manifest.json', import.meta.url), 'utf8')) as { rootMainFiles: string[] };
  const html = await (await request.get('/careers')).text();
  expect(manifest.rootMainFiles.length).toBeGreaterThan(0);
  for (const file of manifest.rootMainFiles) {
    expect(html).toContain(`/_next/${file}`);
    const script = await request.get(`/_next/${file}`);
    expect(script.status()).toBe(200);
    expect((await script.text()).startsWith(COMPILE_HINT)).toBe(true);
  }
});
