import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  type Lang,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
  VIEWPORTS,
} from './support';
import { buyCart } from './support/cart';

/**
 * The fake cuts the purchase answer in half after the purchase went through (fault
 * `malformed`). The app must not state an outcome it could not read (decision 0176).
 */

const PURCHASE = '/orders/cart/purchase';

/** The balance the app bar shows (its accessible name carries the amount). */
async function barBalance(page: Page, lang: Lang): Promise<number> {
  const [before] = text(lang, 'common', 'appBar.balance').split('{{amount}}');
  const link = page.getByRole('link', { name: new RegExp(`^${before}[\\d,]+`) }).first();
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/([\d,]+)/.exec(name)?.[1]?.replace(/,/g, '') ?? NaN);
}

/** What the backend itself holds for the player: balance and newest open ticket. */
async function backendFacts(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, PLAYERS.verified)}` };
  const balance = (await (
    await request.get(`${FAKE_URL}/lottery/users/account-balance`, { headers })
  ).json()) as { balance: number };
  const open = (await (
    await request.post(`${FAKE_URL}/lottery/games/tickets/list`, {
      headers,
      params: { from: 0, quantity: 1, orderBy: '-created' },
      data: [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
    })
  ).json()) as { ticketnumber: string; ticketId: number }[];
  return { balance: balance.balance, newest: open[0] };
}

test.describe('win truth: malformed purchase', () => {
  for (const [lang, viewport] of [
    ['ar', VIEWPORTS.mobile],
    ['en', VIEWPORTS.desktop],
  ] as const) {
    test(`${lang}: an unreadable purchase answer says "not confirmed" and the app asks balance and tickets again`, async ({
      page,
      control,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await page.goto('/6of29_quickplay');
      await page
        .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
        .click();
      await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const before = await barBalance(page, lang);
      const ticketBefore = (await backendFacts(request)).newest?.ticketId;

      await control.setFaults(23, [
        { method: 'POST', path: PURCHASE, kind: 'malformed', count: 1 },
      ]);
      await buyCart(page, lang);

      const notice = page.getByRole('alert').filter({
        hasText: text(lang, 'cart', 'unknownOutcome.purchase'),
      });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(
        page.getByRole('heading', { name: text(lang, 'cart', 'success.title') }),
      ).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/undefined|NaN/);

      // The purchase did go through: the backend's balance and ticket, never an invented figure.
      const after = await backendFacts(request);
      expect(after.balance).toBeLessThan(before);
      expect(after.newest?.ticketId).not.toBe(ticketBefore);
      await expect.poll(() => barBalance(page, lang)).toBe(after.balance);
      // The cart was asked again: the backend has no cart left.
      await expect(page.getByText(text(lang, 'cart', 'empty'))).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveCount(0);

      await notice
        .getByRole('link', { name: text(lang, 'cart', 'unknownOutcome.myTickets') })
        .click();
      await expect(page).toHaveURL(/\/upcoming_tickets$/);
      const upcoming = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') });
      await expect(
        upcoming.getByRole('link', { name: new RegExp(after.newest?.ticketnumber ?? '^$') }),
      ).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/undefined|NaN/);
    });
  }
});
