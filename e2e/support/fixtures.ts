import { test as base, expect, type Page } from '@playwright/test';
import { CHAOS_RULES, CHAOS_SEED } from './chaos';
import { controlClient, ensureWorld, FAKE_URL, type ControlClient } from './control';

/** Console errors and uncaught exceptions of a page, collected for assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface WorkerFixtures {
  /** This worker's world of the fake, created once per worker (see control.ts). */
  world: void;
}

interface Fixtures {
  /** The fake's control API; the fake is reset before each test. */
  control: ControlClient;
  /** Console errors and page errors of `page` so far. */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  world: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await ensureWorld(request);
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // auto: every test starts from the seeded world, even one that never touches `control`.
  control: [
    async ({ request }, use) => {
      const control = controlClient(request);
      await control.reset();
      if (CHAOS_SEED) await control.setFaults(Number(CHAOS_SEED), CHAOS_RULES);
      await use(control);
    },
    { auto: true },
  ],
  // The build's config.json names the fake's default world; point the page at this worker's world.
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
