import { expect, type Page } from '@playwright/test';

/**
 * The service worker has installed (its precache is complete) and controls the page: from here
 * a navigation, online or offline, is the worker's to answer.
 */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
