import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { freePorts } from './e2e/support/free-ports';

const CI = Boolean(process.env.CI);
// Debian's Chromium headless shell when installed: the same Chromium build without the full
// browser's UI layers, about 40 % less CPU over the suite, which on two cores is its time
// (decision 0236). Else Debian's full Chromium.
const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
// The suite starts its own fake and preview on free ports (E2E_FAKE_PORT / E2E_APP_PORT pin
// them) and never reuses a server it did not start: a developer's `npm start` or another
// checkout's server answering on a default port must not become this run's backend. The ports go
// into the environment, so the workers (which load this file again) see the same ones.
if (!process.env.E2E_FAKE_PORT || !process.env.E2E_APP_PORT) {
  const [fake, app] = freePorts();
  process.env.E2E_FAKE_PORT ||= fake;
  process.env.E2E_APP_PORT ||= app;
}
const FAKE_PORT = process.env.E2E_FAKE_PORT;
const APP_PORT = process.env.E2E_APP_PORT;
const FAKE_URL = process.env.FAKE_URL ?? `http://127.0.0.1:${FAKE_PORT}`;
const APP_URL = process.env.APP_URL ?? `http://127.0.0.1:${APP_PORT}`;
process.env.FAKE_URL = FAKE_URL;
// Names this run's worlds (e2e/support/control.ts): two runs against one fake never share one.
process.env.E2E_RUN_ID ??= Date.now().toString(36);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Each worker has its own world of the fake (e2e/support/control.ts), reset before every test.
  // Three workers keep both cores busy: a test waits on the fake's answers and timers a good part
  // of its time (96 % CPU with three, decision 0236).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: APP_URL,
    screenshot: 'only-on-failure',
    // Tracing every test (screencast frames, snapshots) cost about a third of the suite's CPU;
    // a failing test is traced on its retry instead.
    trace: 'on-first-retry',
    locale: 'en-GB',
    // The production build registers a service worker; specs that route requests need it out of
    // the way (Playwright cannot route what a worker fetches). e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
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
      command: `PORT=${FAKE_PORT} APP_ORIGIN=${APP_URL} npm run mock-server`,
      url: `${FAKE_URL}/__control/scenario`,
      timeout: 60_000,
    },
    {
      // `npm run test:e2e` runs after `npm run build`: preview serves dist/.
      // config.json and the CSP's origins come from the same variables as in the nginx image.
      command: `PREVIEW_PORT=${APP_PORT} LOTTERY_API_BASE_URL=${FAKE_URL}/lottery CMS_BASE_URL=${FAKE_URL}/cms/api CMS_MEDIA_BASE_URL=${FAKE_URL}/cms npm run preview`,
      url: APP_URL,
      timeout: 60_000,
    },
  ],
});
