import { PATHS } from '../src/lib/navigation/routes';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, VIEWPORTS } from './support';

const TEXTS = {
  en: {
    logout: 'Log out',
    told: 'Logged out on this device',
  },
  ar: {
    logout: 'تسجيل الخروج',
    told: 'تم تسجيل خروجك على هذا الجهاز',
  },
} as const;

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: logging out works from the device while offline, and says the server was not told`, async ({
    page,
    context,
  }, testInfo) => {
    const t = TEXTS[lang];
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto(PATHS.myAccount);
    // The account page itself, not the prerendered shell that comes before it.
    const logout = page.getByRole('main').getByRole('button', { name: t.logout, exact: true });
    await expect(logout).toBeVisible();
    // The network goes: the offline banner says so and no dialog covers the page (decision 0203),
    // so the account page's own Log out stays in reach.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logout).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline-account.png') });
    await logout.click();
    await expect(page.getByRole('alertdialog', { name: t.told })).toBeVisible();
    // The device forgot the player: no token is left, whatever the server still holds.
    expect(await page.evaluate(() => window.localStorage.getItem('securityToken'))).toBeNull();
    await context.setOffline(false);
  });
}
