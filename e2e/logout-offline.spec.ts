import { PATHS } from '../src/lib/navigation/paths';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, VIEWPORTS } from './support';

const TEXTS = {
  en: {
    logout: 'Log out on this device',
    told: 'Logged out on this device',
  },
  ar: {
    logout: 'تسجيل الخروج على هذا الجهاز',
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
    await expect(page.locator('main#main')).toBeVisible();
    // The network goes: the no-connection dialog covers the account menu and its logout.
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const logout = page.getByRole('button', { name: t.logout });
    await expect(logout).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-connection-dialog.png') });
    await logout.click();
    await expect(page.getByRole('alertdialog', { name: t.told })).toBeVisible();
    // The device forgot the player: no token is left, whatever the server still holds.
    expect(await page.evaluate(() => window.localStorage.getItem('securityToken'))).toBeNull();
    await context.setOffline(false);
  });
}
