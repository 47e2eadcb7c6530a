import type { Page } from '@playwright/test';
import { expect, test, trackRequests, VIEWPORTS } from './support';

declare global {
  interface Window {
    __layoutShift?: { total: number; sources: string[] };
  }
}

/** Sums every layout shift without recent input, from the first paint on (buffered). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    window.__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | undefined;
          record.sources.push(
            `${entry.value.toFixed(4)} ${node?.nodeName ?? '?'}.${node?.className ?? ''} ${node?.textContent?.slice(0, 40) ?? ''}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What each page shows once its data is in: the shift is measured after it settled. */
const PAGES = [
  { path: '/', ready: (page: Page) => page.getByTestId('jackpot') },
  { path: '/more/results', ready: (page: Page) => page.getByTestId('draw-result').first() },
  {
    path: '/media_center',
    // Skeleton cards are aria-hidden: only real news titles match.
    ready: (page: Page) => page.getByRole('heading', { level: 3 }).first(),
  },
];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const { path, ready } of PAGES) {
    test(`${name}: ${path} loads with a layout shift of at most 0.02`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const requests = trackRequests(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      // Late images and fonts land before the total is read: the network is quiet, every font
      // has loaded and every image is decoded.
      await requests.settled();
      await page.waitForFunction(
        () =>
          document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete),
      );
      const shift = await page.evaluate(() => window.__layoutShift);
      expect(shift?.total, shift?.sources.join('\n')).toBeLessThanOrEqual(0.02);
    });
  }
}
