import type { Page } from '@playwright/test';
import { expect, FAKE_URL, PASSWORD, PLAYERS, setLanguage, test, text, VIEWPORTS } from './support';
import { loginAs } from './support/login';
import { advanceFakeClock } from './support/responsible-play';

// Session caps (decision 0282) and the spending overview at login (decision 0283), on the fake's
// clock, in Arabic and English at 390 px.
// A player without tickets: a draw the moved clock passes brings no win notice over the page.
const PHONE = PLAYERS.verifiedNoBalance;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Lang = 'ar' | 'en';
const rp = (lang: Lang, path: string, values: Record<string, string | number> = {}) =>
  text(lang, 'responsible', path, values);
/** "20/11/2026 at 12:40" as the app writes a +03:00 time of the backend. */
const at = (lang: Lang, iso: string) =>
  rp(lang, 'dateTime', {
    date: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
    time: iso.slice(11, 16),
  });

async function logInWithTheForm(page: Page, lang: Lang) {
  const auth = (path: string) => text(lang, 'auth', path);
  await page.goto('/login');
  await page.getByLabel(auth('fields.phone'), { exact: true }).fill(PHONE);
  await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`${lang} at 390 px: play sessions`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await setLanguage(page, lang);
    });

    test('a 30-minute session reaches its cap; the login waits out the cooling-off', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await loginAs(page, PHONE, PASSWORD);
      await page.goto('/responsible_play');
      const section = page.locator('#session-limit');
      await section
        .getByRole('radio', { name: rp(lang, 'sessionCap.minutes', { count: 30 }) })
        .check();
      await expect(section.getByRole('status')).toHaveText(rp(lang, 'sessionCap.saved'));

      // It applies from the next login: the player logs in again through the form.
      await page.evaluate(() => window.localStorage.clear());
      await logInWithTheForm(page, lang);
      const left = page.getByTestId('session-left');
      await expect(left).toContainText(
        rp(lang, 'sessionCap.left', { count: 30, end: '' }).split('(')[0]!.trim(),
      );
      const token = await page.evaluate(() => window.localStorage.getItem('securityToken'));
      const answer = await page.request.get(`${FAKE_URL}/lottery/users/session-limit`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      const limit = (await answer.json()) as {
        session: { endsAt: string; coolingOffUntil: string };
      };
      const nextLogin = rp(lang, 'sessionCap.nextLogin', {
        until: at(lang, limit.session.coolingOffUntil),
      });
      await expect(left).toContainText(nextLogin);

      // Twenty seconds before the cap by the fake's clock (the session's tokens renewed on the
      // way, as the app would have); the app counts them down itself.
      await advanceFakeClock(page, 30 * MINUTE - 20_000);
      const ended = page.getByRole('dialog', { name: rp(lang, 'sessionCap.endedTitle') });
      await expect(ended).toBeVisible({ timeout: 45_000 });
      await expect(ended).toContainText(rp(lang, 'sessionCap.ended', { count: 30 }));
      await expect(ended).toContainText(nextLogin);
      await ended.getByRole('button').first().click();
      await expect(page).toHaveURL(/\/login/);

      // During the cooling-off the fake refuses the login, with its end.
      await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: 20_000 } });
      await logInWithTheForm(page, lang);
      await expect(page.getByRole('alert')).toHaveText(
        text(lang, 'auth', 'login.coolingOff', {
          until: text(lang, 'auth', 'login.coolingOffAt', {
            date: at(lang, limit.session.coolingOffUntil).split(' ')[0]!,
            time: limit.session.coolingOffUntil.slice(11, 16),
          }),
        }),
      );
      // Once it has passed, the login works.
      await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: 10 * MINUTE } });
      await page
        .getByRole('button', { name: text(lang, 'auth', 'login.submit'), exact: true })
        .click();
      await expect(page).not.toHaveURL(/\/login/);
    });

    test('the spending overview shows at login after 14 days, against the limits', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // The first login starts the overview's clock; a weekly spending limit to be shown.
      await loginAs(page, PHONE, PASSWORD);
      await page.request.put(`${FAKE_URL}/__control/players/${PHONE}/responsible-play`, {
        data: { limits: [{ kind: 'SPENDING', period: 'WEEK', amount: 20_000 }] },
      });
      await page.goto('/responsible_play');
      await expect(page.locator('#spending-overview')).toBeVisible();
      await expect(page.getByRole('dialog', { name: rp(lang, 'overview.title') })).toBeHidden();
      await page.evaluate(() => window.localStorage.clear());
      await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: 14 * DAY } });

      await logInWithTheForm(page, lang);
      const dialog = page.getByRole('dialog', { name: rp(lang, 'overview.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(rp(lang, 'overview.deposits'));
      await expect(dialog).toContainText(rp(lang, 'overview.net'));
      await expect(dialog).toContainText(
        rp(lang, 'overview.limit.SPENDING_WEEK', { used: '0', amount: '20,000' }),
      );
      await dialog.getByRole('button', { name: rp(lang, 'overview.ok'), exact: true }).click();
      await expect(dialog).toBeHidden();
      // Seen: it does not come back on the next page load.
      await page.reload();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });
}
