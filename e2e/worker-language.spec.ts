import type { Response } from '@playwright/test';
import { PATHS } from '../src/lib/navigation/routes';
import { expect, keptSentMain, setLanguage, test, watchConsole, workerInControl } from './support';

/**
 * A returning player's navigations are answered by the service worker (decision 0237): with the
 * document prerendered for the route in the player's language (the `lang` cookie), online and
 * offline, and the page hydrates it. Before, the worker sent the Arabic shell to everyone.
 */
test.use({ serviceWorkers: 'allow' });

/** What the app logs when a call with the 'log' policy fails without a network. */
const OFFLINE_CALL = /^\[api\] \w+ failed: Network Error$/;

/** The document the worker sent (not the DOM, which the app's own language code also sets). */
async function workerDocument(response: Response | null, path: string): Promise<string> {
  expect(response?.status(), path).toBe(200);
  expect(response?.fromServiceWorker(), `${path} answered by the worker`).toBe(true);
  return (await response?.text()) ?? '';
}

test("an English player's navigations get the English prerendered page from the worker, online and offline, and it hydrates", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await setLanguage(page, 'en');
  await page.goto(PATHS.home);
  await workerInControl(page);
  const messages = watchConsole(page);

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const path of [PATHS.home, PATHS.results]) {
      const where = `${path} ${offline ? 'offline' : 'online'}`;
      messages.length = 0;
      const html = await workerDocument(await page.goto(path), where);
      expect(html, where).toContain('<html lang="en" dir="ltr">');
      expect(html, where).toContain(`<div id="root" data-route="${path}" data-lang="en">`);
      await expect(page.locator('#root'), where).toHaveAttribute('data-mounted', '');
      expect(await keptSentMain(page), `${where}: React kept the prerendered <main>`).toBe(true);
      // Offline, a call the app logs on failure (the CMS's links) says so: the page's own words.
      const ofThePage = offline ? messages.filter((text) => !OFFLINE_CALL.test(text)) : messages;
      expect(ofThePage, where).toEqual([]);
    }
  }
});

test('a route not prerendered (a CMS page) gets the English shell from the worker', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await page.goto(PATHS.home);
  await workerInControl(page);

  const html = await workerDocument(await page.goto('/a-cms-page'), '/a-cms-page');
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain('<div id="root">');
  await expect(page.locator('#root')).toHaveAttribute('data-mounted', '');
});
