import { test as base, expect, type Page } from '@playwright/test';
import { controlClient, FAKE_URL, type ControlClient } from './control';

/** Console errors and uncaught exceptions of a page, collected for assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Fixtures {
  /** The fake's control API; the fake is reset before each test. */
  control: ControlClient;
  /** Console errors and page errors of `page` so far. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // auto: every test starts from the seeded world, even one that never touches `control`.
  control: [
    async ({ request }, use) => {
      const control = controlClient(request);
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
  // The build's config.json names the default fake (:4000); point the page at this run's fake.
  page: async ({ page }, use) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          lotteryApiBaseUrl: `${FAKE_URL}/lottery`,
          cmsBaseUrl: `${FAKE_URL}/cms/api`,
          cmsMediaBaseUrl: `${FAKE_URL}/cms`,
        },
      }),
    );
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
});

export { expect };
