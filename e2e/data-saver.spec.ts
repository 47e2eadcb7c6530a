import type { Page } from '@playwright/test';
import { LANGS, setLanguage, test, expect, trackRequests } from './support';

/** From the fake CMS's fixtures: the article with a video. */
const VIDEO_ARTICLE = 'ago5l73mm7nc62hsji3fdbxo';

/** Pictures the page asked the CMS for. */
function cmsPictures(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/cms/')) {
      urls.push(request.url());
    }
  });
  return urls;
}

const saveData = (page: Page, on: boolean) =>
  page.addInitScript((value) => {
    if (value) window.localStorage.setItem('dataSaver', 'on');
  }, on);

for (const lang of LANGS) {
  test.describe(`data saver in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      // No network beyond this machine: the video host answers nothing.
      await page.route(/youtube\.com/, (route) => route.abort());
    });

    test('the media centre requests no CMS picture with the data saver on', async ({ page }) => {
      await saveData(page, true);
      const pictures = cmsPictures(page);
      const requests = trackRequests(page);
      await page.goto('/media_center');
      await expect(page.locator('main a[href*="/media_center_article?id="]').first()).toBeVisible();
      await expect(page.getByRole('note')).toBeVisible();
      await requests.settled();
      expect(pictures).toEqual([]);
      await expect(page.locator('main img')).toHaveCount(0);
    });

    test('without it the same page does load its pictures', async ({ page }) => {
      await saveData(page, false);
      const pictures = cmsPictures(page);
      const requests = trackRequests(page);
      await page.goto('/media_center');
      await expect(page.locator('main img').first()).toBeVisible();
      await requests.settled();
      expect(pictures.length).toBeGreaterThan(0);
    });

    test('an article links its video and loads its picture on a tap', async ({ page }) => {
      await saveData(page, true);
      const pictures = cmsPictures(page);
      await page.goto(`/media_center_article?id=${VIDEO_ARTICLE}`);
      const load = page.locator('main button', { hasText: /.+/ }).first();
      await expect(load).toBeVisible();
      await expect(page.locator('main iframe')).toHaveCount(0);
      await expect(page.locator('main a[href*="youtu"]')).toBeVisible();
      expect(pictures).toEqual([]);
      await load.click();
      await expect(page.locator('main article img').first()).toBeVisible();
      // An <img> with its size set is visible before the browser has asked for its picture.
      await expect.poll(() => pictures.length).toBeGreaterThan(0);
    });
  });
}
