import type { Page } from '@playwright/test';

/**
 * Client-side navigation (no reload): the router follows history changes it is told about by a
 * popstate event, exactly as after a back/forward. Once the app is mounted: before, no router
 * hears the event.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await waitForApp(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Network noise Chromium logs as console errors (e.g. the expected 404 of "no active cart"). */
export const isNetworkNoise = (text: string): boolean =>
  /^Failed to load resource: the server responded with a status of 404/.test(text);

/**
 * Waits until React has mounted the app (`data-mounted` on #root). A prerendered page shows its
 * <main> before any script ran, so a visible page is not yet one that follows history or knows
 * it went offline.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-mounted]').waitFor({ state: 'attached' });
}
