import { PATHS } from '../src/lib/navigation/routes';
import {
  expect,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  VIEWPORTS,
  workerInControl,
} from './support';

test.use({ serviceWorkers: 'allow' });

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: game recall is reached from My Account and reads offline from the saved answer`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto(PATHS.myAccount);
    await page.getByRole('link', { name: text(lang, 'account', 'myAccount.gameRecall') }).click();
    await expect(page).toHaveURL(/\/game_recall$/);
    const plays = page.getByTestId('recall-play');
    await expect(plays.first()).toBeVisible();
    const online = await plays.allTextContents();
    expect(online.length).toBeLessThanOrEqual(10);
    await expect(plays.first()).toContainText(text(lang, 'recall', 'balanceBefore'));
    await workerInControl(page);

    await context.setOffline(true);
    const response = await page.goto(PATHS.gameRecall);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(plays).toHaveText(online);
    // "Offline, as of HH:mm" beside the saved plays; no failure card.
    await expect(page.getByRole('status').filter({ hasText: /\d{2}:\d{2}/ })).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
