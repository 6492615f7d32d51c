import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('search and filter the directory, and page through it', async ({ page }) => {
  await signIn(page, 'employee2');
  await page.goto('/directory');
  await expect(page.getByRole('status').filter({ hasText: /Showing 1–20 of \d+/ })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Showing 21–40 of/ })).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await page.getByLabel('Search').fill('meera iyer');
  await expect(page.getByRole('listitem').filter({ hasText: 'Meera Iyer' })).toBeVisible();
  await expect(page).toHaveURL(/q=meera/);

  await page.getByLabel('Search').fill('');
  await page.getByLabel('Location').selectOption({ label: 'Pune - Hinjewadi (Pune)' });
  await expect(page.getByRole('status').filter({ hasText: /of \d+/ })).toBeVisible();
  const total = Number((await page.getByRole('status').filter({ hasText: /Showing/ }).innerText()).match(/of (\d+)/)?.[1]);
  const api = await page.request.get('/api/directory/v1/list?location=PUN&limit=1');
  expect(total).toBe((await api.json()).total);

  await page.getByLabel('Search').fill('zzzz-nobody');
  await expect(page.getByText('No one matches these filters.')).toBeVisible();
});
