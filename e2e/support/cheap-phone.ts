import type { Page } from '@playwright/test';

/**
 * A cheap phone on slow 4G, as issue 37 measures the first screen: Chromium's main thread at 4x
 * CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. Shared by `e2e/early-taps.spec.ts` and
 * `npm run bench:early-taps`, so the test and the benchmark throttle alike.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * The middle of the control among `selector` whose text is `label`, and when it was found, the
 * moment it is painted and visible (scrolled to first if below the first view), as a finger finds
 * it: one look at the page, no waiting for it to be ready.
 */
export async function whenPainted(page: Page, selector: string, label: string) {
  const point = await page.waitForFunction(
    ([css, text]) => {
      // Painted: before the first contentful paint a control in the DOM is not on the screen.
      if (performance.getEntriesByName('first-contentful-paint').length === 0) return null;
      const control = [...document.querySelectorAll(css)].find(
        (element) => element.textContent?.trim() === text,
      );
      if (!control || getComputedStyle(control).visibility === 'hidden') return null;
      control.scrollIntoView({ block: 'center' });
      const box = control.getBoundingClientRect();
      if (box.width === 0) return null;
      return { at: performance.now(), x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    [selector, label] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await point.jsonValue())!;
}
