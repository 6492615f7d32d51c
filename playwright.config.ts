import { defineConfig, devices } from '@playwright/test';
import { SERVER_ENTRY } from './scripts/build-server.mjs';

const PORT = 3210;
// A second server on the same build without ALLOW_INSECURE_LOCALHOST, to prove plain HTTP is refused.
const STRICT_PORT = 3211;
export const E2E_DATABASE = '.e2e/hr.db';
export const E2E_API_KEY = 'hrk_e2e_demo_key_0123456789abcdef';

const common = {
  NODE_ENV: 'production',
  NEXTAUTH_SECRET: 'e2e-secret-0123456789-0123456789-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The browser's clock reads as the organisation's (the server's default, India's), so pages show
    // times without a zone label; a spec that looks from another zone says so with its own timezoneId.
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf .e2e && mkdir -p .e2e && node ${SERVER_ENTRY}`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...common, PORT: String(PORT), DATABASE_URL: E2E_DATABASE, DEMO_API_KEY: E2E_API_KEY, ALLOW_INSECURE_LOCALHOST: '1' },
    },
    {
      command: `node ${SERVER_ENTRY}`,
      url: `http://localhost:${STRICT_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...common, PORT: String(STRICT_PORT), DATABASE_URL: '.e2e-strict/hr.db', SEED: 'none', ALLOW_INSECURE_LOCALHOST: '0' },
    },
  ],
});
