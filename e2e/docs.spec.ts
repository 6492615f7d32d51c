import { expect, test } from '@playwright/test';

// The trace's screencast competes with Swagger UI for the CPU (as in accessibility.spec.ts).
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

test('the API reference renders the generated document', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByText('/api/directory/v1/list').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/profile/v1/pic/upload').first()).toBeVisible();
});
