import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// The home page and where signing in lands (issue 29, items 1 and 6). Only reading: nothing here changes
// what another spec sees.

async function fillSignIn(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-out visit to a page comes back to it, query and all, after signing in', async ({ page }) => {
  await page.goto('/leave?tab=history&year=2026');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fleave%3Ftab%3Dhistory%26year%3D2026$/);
  await fillSignIn(page, 'employee');
  await expect(page).toHaveURL(/\/leave\?tab=history&year=2026$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
});

test('signing in with a callbackUrl to another site lands on the home page instead', async ({ page }) => {
  for (const hostile of ['https://evil.example/leave', '//evil.example', '/%2F%2Fevil.example', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/signin?callbackUrl=${encodeURIComponent(hostile)}`);
    await fillSignIn(page, 'employee');
    await expect(page, hostile).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  }
});

test('an employee’s home: today with the punch button, leave, holidays, pay and messages, but no approvals', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Arjun' })).toBeVisible();
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText(/^(Not punched in yet today|In since \d\d:\d\d · |Out at \d\d:\d\d · |Done for today · )/)).toBeVisible();
  await expect(today.getByRole('button', { name: /^Punch/ })).toBeVisible();

  const balance = page.getByRole('region', { name: /^Leave left in \d{4}$/ });
  await expect(balance.getByText('Casual leave')).toBeVisible();
  await expect(balance.getByText(/^[\d.]+ of 12 days left$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next holidays' }).getByRole('listitem').first()).toBeVisible();

  const payslip = page.getByRole('region', { name: 'Latest payslip' });
  await expect(payslip.getByText(/₹[\d,]+\.\d\d/)).toBeVisible();
  await payslip.getByRole('link', { name: /^Open the payslip for / }).click();
  await expect(page).toHaveURL(/\/payroll\?year=\d{4}&month=\d{4}-\d\d$/);
  await page.goBack();

  await expect(page.getByRole('region', { name: 'Unread notifications' }).getByRole('link', { name: /inbox/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your decision' })).toHaveCount(0);
});

test('a manager’s home counts what waits on Approvals and links there', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/');
  const waiting = page.getByRole('region', { name: 'Waiting for your decision' });
  await expect(waiting.getByText(/^\d+ leave requests?$/)).toBeVisible();
  await expect(waiting.getByText(/^\d+ attendance regularisations?$/)).toBeVisible();
  await expect(waiting.getByText(/^\d+ punch(es)? outside the office$/)).toBeVisible();
  await waiting.getByRole('link', { name: 'Go to Approvals' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
});

test('the brand name and the Home entry lead home from any page', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/leave');
  await page.getByRole('link', { name: 'Acme HR' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.goto('/payroll');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Arjun' })).toBeVisible();
});

test('the home page works by keyboard on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest payslip' }).getByText(/₹/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The punch button is reached by Tab, after the skip link and the top bar.
  const punch = page.getByRole('region', { name: 'Today' }).getByRole('button', { name: /^Punch/ });
  for (let i = 0; i < 30 && !(await punch.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(punch).toBeFocused();
});
