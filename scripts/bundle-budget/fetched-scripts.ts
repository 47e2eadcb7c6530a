/**
 * The JavaScript the start page really fetches before any interaction (decision 0261): the
 * production build served by `vite preview` with the fake, opened cold in Chromium as a visitor on
 * a phone (390 × 844) in the default language, every script request of the page recorded until the
 * app is mounted, the network has been idle and the page quiet for a moment. What the start route's
 * chunks then load by themselves (the answer schemas, the lazy parts after the first pass, the
 * service worker's window module) counts as much as the start route's own chunks.
 */
import { launchChromium } from '../serving/chromium';
import { freePorts } from '../../e2e/support/free-ports';
import { startServers } from '../serving/local-servers';

const SETTLE_MS = 2000;

/** Paths (`assets/….js`) of the scripts `/` fetched, in the order it asked for them. */
export async function fetchedScripts(path = '/', language = 'ar'): Promise<string[]> {
  const [fakePort, appPort] = freePorts();
  const servers = await startServers(fakePort, appPort);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'lang', value: language, url: servers.appUrl }]);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === servers.appUrl)
        scripts.push(url.pathname.slice(1));
    });
    await page.goto(`${servers.appUrl}${path}`);
    await page.locator('#root[data-mounted]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    return [...new Set(scripts)];
  } finally {
    await browser.close();
    servers.stop();
  }
}
