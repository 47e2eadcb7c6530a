import { readFileSync } from 'node:fs';
import type Content from '../src/i18n/locales/en/content.json';
import { LANGS, setLanguage, test, expect, VIEWPORTS, type Lang } from './support';

/** The app's own texts, so the spec follows the locale files rather than repeating them. */
const texts = (lang: Lang) =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/locales/${lang}/content.json`, import.meta.url), 'utf8'),
  ) as typeof Content;

/** From the fake CMS's fixtures: the article with a video, and the app page's link text. */
const VIDEO_ARTICLE = 'ago5l73mm7nc62hsji3fdbxo';
const LOTO_APP_LINK: Record<Lang, string> = { en: 'Loto App', ar: 'تطبيق لوتو', ku: 'ئەپی لۆتۆ' };
const ARTICLE_LINKS = 'main a[href*="/media_center_article?id="]';

for (const lang of LANGS) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`content in ${lang} at ${size}`, () => {
      const t = texts(lang);

      test.beforeEach(async ({ page }) => {
        await setLanguage(page, lang);
        await page.setViewportSize(viewport);
        // No network beyond this machine: the video host answers nothing.
        await page.route(/youtube\.com/, (route) => route.abort());
      });

      test('media centre → all news (3 pages) → article', async ({ page }) => {
        await page.goto('/media_center');
        await expect(
          page.getByRole('heading', { level: 1, name: t.more.mediaCentre }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: t.news.latest })).toBeVisible();
        await page.getByRole('link', { name: t.news.viewAll }).click();

        await expect(page).toHaveURL(/\/news$/);
        await expect(page.getByRole('heading', { level: 1, name: t.news.all })).toBeVisible();
        await expect(page.locator(ARTICLE_LINKS)).toHaveCount(10);
        const pages = page.getByRole('navigation', { name: t.news.pagination });
        const page1 = pages.getByRole('link', { name: t.news.page.replace('{{page}}', '1') });
        await expect(page1).toHaveAttribute('aria-current', 'page');

        await pages.getByRole('link', { name: t.news.page.replace('{{page}}', '2') }).click();
        await expect(page).toHaveURL(/\/news\?page=2$/);
        await expect(page.locator(ARTICLE_LINKS)).toHaveCount(10);
        await pages.getByRole('link', { name: t.news.next }).click();
        await expect(page).toHaveURL(/\/news\?page=3$/);
        await expect(pages.getByRole('link', { name: t.news.next })).toHaveCount(0);
        await expect(page.locator(ARTICLE_LINKS).first()).toBeVisible();
        const lastPage = await page.locator(ARTICLE_LINKS).count();
        expect(lastPage).toBeGreaterThan(0);
        expect(lastPage).toBeLessThanOrEqual(10);

        const first = page.locator(ARTICLE_LINKS).first();
        const title = (await first.innerText()).trim();
        await first.click();
        await expect(page).toHaveURL(/\/media_center_article\?id=/);
        const article = page.getByRole('article');
        await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(article.getByRole('img').first()).toBeVisible();
        await expect(article.locator('p').first()).not.toBeEmpty();
      });

      test('the video article shows a YouTube player', async ({ page }) => {
        await page.goto(`/media_center_article?id=${VIDEO_ARTICLE}`);
        // The article first (the machine may be busy), then its player.
        await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible({
          timeout: 20_000,
        });
        const player = page.locator('article iframe');
        await expect(player).toHaveCount(1);
        await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\//);
        await expect(page.getByRole('article')).not.toContainText('[[video]]');
      });

      test('the app page from the navigation shows the store buttons', async ({ page }) => {
        await page.goto('/more');
        await page
          .getByRole('main')
          .getByRole('link', { name: LOTO_APP_LINK[lang], exact: true })
          .click();
        await expect(page).toHaveURL(/\/more\/loto_app$/);
        await expect(page.getByRole('button', { name: t.stores.appStore })).toBeVisible();
        await page.getByRole('button', { name: t.stores.googlePlay }).click();
        const dialog = page.getByRole('dialog', { name: t.stores.comingSoon });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: t.stores.ok }).click();
        await expect(dialog).toBeHidden();
      });
    });
  }
}
