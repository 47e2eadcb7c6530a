import { PATHS } from '../src/lib/navigation/routes';
import { expect, setLanguage, test, text, VIEWPORTS, workerInControl } from './support';

test.use({ serviceWorkers: 'allow' });

const ARTICLE_LINKS = 'main a[href*="/media_center_article?id="]';

// Issue 38: offline, /news showed a spinner for seconds before it said it needs a connection.
for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test.describe(`${lang}: /news offline`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await setLanguage(page, lang);
    });

    test('never loaded: says at once that the news needs a connection', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.goto(PATHS.home);
      await expect(page.getByTestId('jackpot')).toBeVisible();
      await workerInControl(page);

      await context.setOffline(true);
      const response = await page.goto(PATHS.news);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      // At once: not after the request's retries (seconds of a spinner before).
      await expect(page.getByText(text(lang, 'content', 'news.offline'))).toBeVisible({
        timeout: 3000,
      });
      await expect(page.locator(ARTICLE_LINKS)).toHaveCount(0);
      await expect(page.getByText(text(lang, 'content', 'news.empty'))).toHaveCount(0);
    });

    test('read online before: shows the saved list or says it needs a connection, at once', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.goto(PATHS.news);
      await expect(page.locator(ARTICLE_LINKS).first()).toBeVisible();
      await workerInControl(page);

      await context.setOffline(true);
      await page.goto(PATHS.news);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      const saved = page.locator(ARTICLE_LINKS).first();
      const needs = page.getByText(text(lang, 'content', 'news.offline'));
      await expect(saved.or(needs)).toBeVisible({ timeout: 3000 });
      // Never "no news", which would be untrue.
      await expect(page.getByText(text(lang, 'content', 'news.empty'))).toHaveCount(0);
    });
  });
}
