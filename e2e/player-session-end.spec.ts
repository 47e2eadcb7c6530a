import type { Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  LANGS,
  PASSWORD,
  PLAYERS,
  VIEWPORTS,
  loginAs,
  setLanguage,
  test,
  text,
} from './support';

test.use({ viewport: VIEWPORTS.mobile });

const DAY = 24 * 3_600_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Moves the fake's clock while no app page runs (a same-origin JSON document runs no script). */
async function advanceServerClock(page: Page, ms: number) {
  await page.goto('/config.json');
  const moved = await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: ms } });
  expect(moved.ok()).toBe(true);
}

for (const lang of LANGS) {
  test.describe(`${lang}: a session the server ended`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verified, PASSWORD);
    });

    test('31 days later on the server, My Funds shows the session-expired dialog', async ({
      page,
    }) => {
      await page.goto('/my_funds');
      await expect(page.getByRole('main')).toBeVisible();
      // Both tokens are past their life on the fake's clock; the browser's clock has not moved.
      await advanceServerClock(page, 31 * DAY);
      await page.goto('/my_funds');
      const dialog = page.getByRole('dialog', {
        name: text(lang, 'errors', 'sessionExpired.title'),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text(lang, 'errors', 'sessionExpired.text'));
      await expect(page.getByText(text(lang, 'errors', 'generic'))).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-end-${lang}-390.png` });
      await dialog
        .getByRole('button', { name: text(lang, 'errors', 'sessionExpired.button') })
        .click();
      await expect(page).toHaveURL(/\/login/);
    });
  });
}
