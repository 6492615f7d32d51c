import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_DATABASE } from '../playwright.config';

export const STRICT_BASE_URL = 'http://localhost:3211';

export async function signIn(page: Page, username: string, password = 'Demo@1234'): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * Opens the phone-width main menu. A press before the page has hydrated does nothing (the toggle is React's),
 * and a fast machine presses that early: press again until the menu says it is open.
 */
export async function openMainMenu(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
}

/**
 * Signs the page in as someone else. The page first leaves for about:blank, so that no request of the
 * old page is still in flight at clearCookies() to set the old user's cookies again (a request of
 * /api/auth/session once did that on a loaded CI machine, and /signin then redirected away).
 */
export async function switchUser(page: Page, username: string): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, username);
}

/** Creates an API client in the e2e server's database with the CLI, as an operator would. */
export function createClient(args: string[]): { clientId: string; apiKey?: string; clientSecret?: string } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/clients.ts', 'create', ...args, '--json'], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
