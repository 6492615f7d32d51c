import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// / (where signing in lands), /profile, /leave and /attendance read their first data on the server: it is in the HTML the browser paints first
// (shown here with the page's scripts blocked, where nothing could fetch it later), and no API read follows hydration.
// The checks only read, so they hold whatever other specs do to `manager`'s records meanwhile.

const USER = 'manager';

/**
 * The same signed-in browser, with the page's scripts blocked: what it paints from the HTML alone, before
 * hydration could fetch anything. React's own inline scripts still run: a long page's later parts come in
 * the same HTML, hidden, and those scripts reveal them at once (JavaScript turned off would leave them hidden).
 */
async function beforeHydration(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({ storageState: await page.context().storageState() });
  await context.route('**/_next/static/**/*.js', (route) => route.abort());
  return context.newPage();
}

/** API reads the page makes from loading until it has been idle for a while. */
async function apiReadsAfterLoad(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return reads;
}

test('/ has every card’s data in its first HTML, and reads nothing after hydrating', async ({ page }) => {
  await signIn(page, USER);
  const plain = await beforeHydration(page);
  await plain.goto('/');
  const card = (name: string | RegExp) => plain.getByRole('region', { name });
  await expect(plain.getByRole('heading', { level: 1, name: 'Hello, Meera' })).toBeVisible();
  await expect(card('Today').getByText(/^(Not punched in yet today|In since|Out at|Done for today)/)).toBeVisible();
  await expect(card('Waiting for your decision').getByText(/^\d+ leave requests?$/)).toBeVisible();
  await expect(card(/^Leave left in \d{4}$/).getByText('Casual leave')).toBeVisible();
  await expect(card('Latest payslip').getByText(/^Net pay for/)).toBeVisible();
  await expect(card('Next holidays').getByRole('listitem').first()).toBeVisible();
  await expect(plain.locator('.animate-pulse')).toHaveCount(0);
  await plain.context().close();

  expect(await apiReadsAfterLoad(page, '/')).toEqual([]);
});

test('/profile has the person in its first HTML, and reads nothing after hydrating', async ({ page }) => {
  await signIn(page, USER);
  const plain = await beforeHydration(page);
  await plain.goto('/profile');
  await expect(plain.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  await expect(plain.getByText('Work e-mail')).toBeVisible();
  await expect(plain.locator('.animate-pulse')).toHaveCount(0);
  await plain.context().close();

  expect(await apiReadsAfterLoad(page, '/profile')).toEqual([]);
});

test('/leave has the balance and the history in its first HTML, and reads nothing after hydrating', async ({ page }) => {
  await signIn(page, USER);
  const plain = await beforeHydration(page);
  await plain.goto('/leave');
  await expect(plain.getByRole('heading', { name: /Your balance in \d{4}/ })).toBeVisible();
  await expect(plain.getByText('Casual leave').first()).toBeVisible();
  await expect(plain.getByText(/Available/).first()).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'My leave requests' })).toBeVisible();
  await expect(plain.locator('.animate-pulse')).toHaveCount(0);
  await plain.context().close();

  expect(await apiReadsAfterLoad(page, '/leave')).toEqual([]);
  await expect(page.getByText('Casual leave').first()).toBeVisible();
});

test('/attendance has today’s punches and the month in its first HTML, and reads nothing after hydrating', async ({ page }) => {
  await signIn(page, USER);
  const plain = await beforeHydration(page);
  await plain.goto('/attendance');
  await expect(plain.getByRole('heading', { name: 'Today’s punches' })).toBeVisible();
  await expect(plain.getByText(/punches from outside its \d+ m fence/)).toBeVisible();
  // Whichever the day's punches make it (other specs punch as this person too).
  await expect(plain.getByRole('button', { name: /^Punch (in|out)( again)?$/ })).toBeVisible();
  await expect(plain.locator('.animate-pulse')).toHaveCount(0);
  await plain.context().close();

  expect(await apiReadsAfterLoad(page, '/attendance')).toEqual([]);
});

test('a link in the menu shows that its page is on the way, and the page then shows', async ({ page }) => {
  await signIn(page, USER);
  await page.goto('/');
  // Hold the next page's server answer, so the pending state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/leave',
    async (route, request) => {
      if (request.headers()['rsc']) await held;
      await route.continue();
    },
  );
  const link = page.getByRole('navigation').getByRole('link', { name: 'Leave' });
  // Only a hydrated link navigates on the client and shows it is pending; a click before then loads the page
  // the plain way (which once happened on a slow CI machine). React marks the elements it has hydrated.
  await expect.poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  await link.click();
  await expect(link.locator('.animate-spin')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/leave$/);
  await expect(page.getByRole('heading', { name: 'Leave', level: 1 })).toBeVisible();
  await expect(link.locator('.animate-spin')).toHaveCount(0);
});
