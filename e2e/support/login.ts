import { expect, type Page } from '@playwright/test';
import { FAKE_URL } from './control';

/**
 * Logs in through the fake's login call and stores the tokens before the app's scripts run,
 * once per tab (a later logout in the test stays logged out). The login form itself is covered
 * by the auth journey.
 */
export async function loginAs(page: Page, phone: string, password: string): Promise<void> {
  const response = await page.request.post(`${FAKE_URL}/lottery/users/login`, {
    params: { username: phone, password },
    headers: { Accept: 'application/json' },
  });
  expect(response.ok(), `login of ${phone} answered ${response.status()}`).toBe(true);
  const tokens = (await response.json()) as { securityToken: string; refreshToken: string };
  await page.addInitScript((t) => {
    if (window.sessionStorage.getItem('e2e-login-done')) return;
    window.localStorage.setItem('securityToken', t.securityToken);
    window.localStorage.setItem('refreshToken', t.refreshToken);
    window.sessionStorage.setItem('e2e-login-done', '1');
  }, tokens);
}
