import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FAKE_URL = process.env.FAKE_URL ?? 'http://127.0.0.1:4000';
const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // The fake's scenario is global state: one worker, tests one after another.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: APP_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    locale: 'en-GB',
    timezoneId: 'Asia/Baghdad',
    launchOptions: {
      // Debian's Chromium when present (never `npx playwright install` here), else Playwright's own.
      ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'npm run mock-server',
      url: `${FAKE_URL}/__control/scenario`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      // `npm run test:e2e` runs after `npm run build`: preview serves dist/.
      command: 'npm run preview',
      url: APP_URL,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
  ],
});
