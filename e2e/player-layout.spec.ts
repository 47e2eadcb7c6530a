import type { Locator } from '@playwright/test';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, VIEWPORTS } from './support';

/** How many lines a box's text takes, from the rectangles of its text. */
const linesOf = (box: Locator) =>
  box.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

test.describe('layouts that read properly on a phone', () => {
  test('the statistics fit a 390 px screen with every number at 12 px or more', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, 'ar');
    await page.goto('/more/results/statistics');
    const rows = page
      .getByRole('list', { name: 'عدد مرات سحب كل رقم من 1 إلى 29' })
      .getByRole('listitem');
    await expect(rows).toHaveCount(29);
    for (const row of await rows.all()) {
      const box = await row.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width).toBe(true);
      const size = await row.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
    }
  });

  test('an empty Sorani grid row takes at most two lines at 390 px', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, 'ku');
    await page.goto('/6of29');
    const row = page.getByRole('listitem').filter({ hasText: 'خانەی 1' }).first();
    await expect(row).toBeVisible();
    const height = (await row.boundingBox())?.height ?? Infinity;
    const line = await row.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    // Two lines of text plus the row's padding and border; three lines did not fit.
    expect(height).toBeLessThan(line * 3 + 8);
  });

  test('a payment name breaks between words, never inside one, at 1440 px', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await setLanguage(page, 'en');
    await page.goto('/my_funds');
    const name = page.getByText('Qi Card (Visa/MasterCard)');
    await expect(name).toBeVisible();
    const word = await name.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const at = text.textContent!.indexOf('(Visa/MasterCard)');
      range.setStart(text, at);
      range.setEnd(text, at + '(Visa/MasterCard)'.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(word).toBe(1);
    expect(await linesOf(name)).toBeLessThanOrEqual(2);
  });
});
