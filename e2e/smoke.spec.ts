import { expect, setLanguage, test } from './support';

test('the start page opens against vite preview and the fake', async ({ page, consoleErrors }) => {
  await setLanguage(page, 'ar');
  await page.goto('/');
  await expect(page).toHaveTitle('العب الآن - اليانصيب الخيري العراقي');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('in English the CMS navigation of the first page is English', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/more/results');
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Results' })).toBeVisible();
  // The navigation links come from the CMS in the page's locale, requested at start.
  await expect(nav).not.toContainText(/[\u0600-\u06FF]/);
});
