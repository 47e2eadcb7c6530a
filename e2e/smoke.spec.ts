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
