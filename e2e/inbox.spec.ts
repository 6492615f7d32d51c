import { expect, test, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { signIn } from './helpers';

// The in-app inbox: a system sends a message through the bot endpoint, and its recipient sees the count on
// the bell, reads the message at /inbox and marks it read. Other specs share the database (and the product
// writes to `employee`'s inbox when its leave is decided, and to `manager`'s when `employee` asks for
// anything), so each test finds its own messages by a unique label and never assumes totals, except where
// the inbox is one no other spec writes to: the count is read exactly on `employee2` (whose requests go to
// a manager without an account, and whose leave no spec decides), and "Mark all" runs on `admin`.

// In order, in one worker: the tests here share their recipients' inboxes.
test.describe.configure({ mode: 'default' });

type Design = { label: string; type: string; value?: string };

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sends a message as the e2e system (API key), before anyone signs in on `page`. */
async function notify(page: Page, userId: string, design: Design | Design[], messageType = 'e2e_notice'): Promise<string> {
  const res = await page.request.post('/api/bot/v1/notify', {
    headers: { 'X-API-Key': E2E_API_KEY },
    data: { input: { messageType, usersList: { userId, text: { design } } } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { notificationId: string; status: string; recipient: { username: string } };
  expect(body.status).toBe('queued');
  expect(body.recipient.username).toBe(userId);
  return body.notificationId;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications\b/ });
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');
const list = (page: Page) => page.getByRole('region', { name: /notifications$/ });
const message = (page: Page, label: string) => list(page).getByRole('listitem').filter({ hasText: label });
const unreadMarker = (page: Page, label: string) => message(page, label).getByText('Unread', { exact: true });
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /^Marked / });

/** The bell's count, once it has loaded one. */
async function bellCount(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  return Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
}

/** Waits until the list shows its items rather than a skeleton. */
async function loaded(page: Page) {
  await expect(list(page).getByRole('status')).toHaveText(/^Showing|^No /);
}

test('a system’s message shows on the bell and in the inbox, and marking it read takes one off the count', async ({ page }) => {
  const label = unique('Your leave was approved');
  await notify(
    page,
    'employee2',
    [
      { label, type: 'heading' },
      { label: 'Enjoy your time off.', type: 'text' },
      { label: 'See your leave', type: 'link', value: '/leave' },
      { label: 'Read the leave policy', type: 'button', value: 'https://example.com/leave-policy' },
      { label: 'A chart the inbox does not draw', type: 'chart' },
    ],
    'leave_update',
  );
  await signIn(page, 'employee2');
  await page.goto('/');
  expect(await bellCount(page)).toBeGreaterThanOrEqual(1);

  await bell(page).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page).toHaveTitle(/Inbox/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-current', 'page');

  const item = message(page, label);
  await expect(item.getByRole('heading', { level: 3, name: 'Leave update' })).toBeVisible();
  await expect(item.getByRole('heading', { level: 4, name: label })).toBeVisible();
  // The components in the order they were sent; an unknown type is shown as text.
  await expect(item).toHaveText(new RegExp([label, 'Enjoy your time off.', 'See your leave', 'Read the leave policy', 'A chart the inbox does not draw'].map(escape).join('[\\s\\S]*')));
  await expect(item).toContainText('Assistant bot');
  await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(item.locator('time')).toHaveText(/just now|minute/);
  await expect(unreadMarker(page, label)).toBeVisible();
  await expect(item.getByRole('link', { name: 'See your leave' })).toHaveAttribute('href', '/leave');
  const policy = item.getByRole('link', { name: /^Read the leave policy/ });
  await expect(policy).toHaveAttribute('href', 'https://example.com/leave-policy');
  await expect(policy).toHaveAttribute('target', '_blank');
  await expect(policy).toHaveAttribute('rel', 'noopener noreferrer');

  // The list has told the bell the count it read; mark the message read from the keyboard.
  const before = await bellCount(page);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/bot/v1/inbox/read') && res.request().method() === 'POST');
  await item.getByRole('button', { name: /^Mark as read/ }).focus();
  await page.keyboard.press('Enter');
  const result = (await (await answer).json()) as { updated: number; unread: number };
  expect(result.updated).toBe(1);
  await expect(announcement(page)).toHaveText(`Marked as read: ${label}`);
  await expect(announcement(page)).toBeFocused();
  await expect(unreadMarker(page, label)).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(bellName(result.unread));
  expect(result.unread, 'the count dropped by one').toBe(before - 1);

  // Read stays read after a reload, and the link component goes where it said.
  await page.reload();
  await expect(message(page, label)).toBeVisible();
  await expect(unreadMarker(page, label)).toHaveCount(0);
  await message(page, label).getByRole('link', { name: 'See your leave' }).click();
  await expect(page).toHaveURL(/\/leave$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
});

test('someone else never sees the message, in the page or through the API', async ({ page, browser }) => {
  const label = unique('Only for employee');
  const notificationId = await notify(page, 'employee', { label, type: 'text' });
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, 'employee');
  await ownerPage.goto('/inbox');
  await expect(message(ownerPage, label)).toBeVisible();
  await owner.close();

  await signIn(page, 'employee2');
  await page.goto('/inbox');
  await loaded(page);
  await expect(page.getByText(label)).toHaveCount(0);
  expect((await page.request.get('/api/bot/v1/inbox/user/employee')).status()).toBe(403);
  expect((await page.request.get('/api/bot/v1/inbox/user/employee/unread')).status()).toBe(403);
  // Ids of another person's messages are not found in one's own inbox.
  const markOther = await page.request.post('/api/bot/v1/inbox/read', { data: { notificationIds: [notificationId] } });
  expect(markOther.status()).toBe(404);
});

test('“Mark all as read” shows progress and leaves the Unread filter empty', async ({ page }) => {
  const labels = [unique('Payslip ready'), unique('Policy update')];
  for (const label of labels) await notify(page, 'admin', { label, type: 'text' });
  await signIn(page, 'admin');
  await page.goto('/inbox');

  // The filter lives in the URL: the radio turns checked once the navigation lands, not at the click
  // itself, so check() (which asserts the state right after its click) failed now and then.
  await page.getByRole('radio', { name: 'Unread' }).click();
  await expect(page).toHaveURL(/\/inbox\?filter=unread$/);
  await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
  await expect(list(page).getByRole('heading', { name: 'Unread notifications' })).toBeVisible();
  for (const label of labels) await expect(unreadMarker(page, label)).toBeVisible();

  // Hold the answer back to see the button busy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bot/v1/inbox/read', async (route) => {
    await held;
    await route.continue();
  });
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await markAll.click();
  await expect(markAll).toBeDisabled();
  await expect(markAll.locator('svg')).toBeVisible();
  release();

  await expect(announcement(page)).toHaveText(/^Marked \d+ notifications? as read\.$/);
  await expect(list(page).getByText('Nothing unread')).toBeVisible();
  for (const label of labels) await expect(message(page, label)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(markAll).toBeDisabled();

  // The filter survives a reload (it is in the URL); All shows the messages again, read.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
  await expect(list(page).getByText('Nothing unread')).toBeVisible();
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  for (const label of labels) {
    await expect(message(page, label)).toBeVisible();
    await expect(unreadMarker(page, label)).toHaveCount(0);
  }
});

test('a label with markup is shown as text, never run', async ({ page }) => {
  const label = unique('<script>window.__inboxXss = 1</script><img src="x" onerror="window.__inboxXss = 2">');
  await notify(page, 'employee', [
    { label, type: 'heading' },
    { label: '<b>not bold</b>', type: 'link', value: '/leave' },
  ]);
  await signIn(page, 'employee');
  await page.goto('/inbox');
  const item = message(page, label);
  await expect(item.getByRole('heading', { level: 4, name: label })).toBeVisible();
  await expect(item.getByRole('link', { name: '<b>not bold</b>' })).toBeVisible();
  await expect(item.locator('script, img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __inboxXss?: number }).__inboxXss)).toBeUndefined();
});

test('a failed load says so and offers a retry', async ({ page }) => {
  await signIn(page, 'employee');
  // The list only: the bell's count (…/unread) still loads.
  const listing = (url: URL) => url.pathname === '/api/bot/v1/inbox/user/employee';
  await page.route(listing, (route) =>
    route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ code: 'unavailable', detail: 'The inbox is resting.' }) }),
  );
  await page.goto('/inbox');
  const failure = page.getByRole('alert').filter({ hasText: 'The notifications could not be loaded' });
  await expect(failure).toContainText('The inbox is resting.');
  await page.unroute(listing);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await loaded(page);
});

test('the bell and the inbox fit a 375 px phone', async ({ page }) => {
  const label = unique(`A very long unbroken word ${'x'.repeat(120)}`);
  await notify(page, 'employee', [
    { label, type: 'text' },
    { label: `https://example.com/${'path/'.repeat(30)}`, type: 'link', value: `https://example.com/${'path/'.repeat(30)}` },
    { label: 'Open the leave page', type: 'button', value: '/leave' },
  ]);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'employee');
  await page.goto('/');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(await bellCount(page)).toBeGreaterThanOrEqual(1);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await bell(page).click();
  await expect(message(page, label)).toBeVisible();
  await expect(message(page, label).getByRole('link', { name: 'Open the leave page' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
