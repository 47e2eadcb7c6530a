import type { Page } from '@playwright/test';
import { FAKE_URL } from './control';
import { expect, test } from './fixtures';
import { setLanguage, type Lang } from './language';
import { loginAs } from './login';
import { PASSWORD, PLAYERS } from './seed';
import { text } from './texts';

/** The player whose limits, breaks and reality check the responsible-play journeys set. */
export const PHONE = PLAYERS.verified;
export const HOUR = 3_600_000;
export const rp = (lang: Lang, path: string, values: Record<string, string | number> = {}) =>
  text(lang, 'responsible', path, values);
export const iqd = (n: number) => n.toLocaleString('en-US');

/**
 * Moves the fake's clock. Its access tokens then count as expired while the browser (on its own
 * clock) still trusts them, so the page's session is refreshed (same session: the reality check
 * keeps counting from the login) and reloaded.
 */
export async function advanceFakeClock(page: Page, ms: number) {
  // Off the app meanwhile (a same-origin JSON document runs no script): the app refreshes a
  // session the server calls expired by itself, and two refreshes of one token would race.
  const back = page.url();
  await page.goto('/config.json');
  await page.request.post(`${FAKE_URL}/__control/clock`, { data: { advanceMs: ms } });
  const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
  const answer = await page.request.post(`${FAKE_URL}/lottery/users/tokens/refresh`, {
    params: { refreshToken: refreshToken ?? '' },
  });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as { securityToken: string; refreshToken: string };
  await page.evaluate((t) => {
    window.localStorage.setItem('securityToken', t.securityToken);
    window.localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  await page.goto(back);
}

/** Each test of the calling describe starts logged in as PHONE in `lang`; deposits succeed. */
export function startLoggedIn(lang: Lang) {
  test.beforeEach(async ({ page, control }) => {
    await control.setScenario({ depositOutcome: 'success' });
    await setLanguage(page, lang);
    await loginAs(page, PHONE, PASSWORD);
  });
}
