import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium (or CHROME_PATH) for the budget and the benchmarks: never a downloaded
 * browser; no sandbox and no GPU, as a container and this 2-core machine need.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
