import { isolateLtr } from '../src/lib/format/isolate';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  LANGS,
  loginAs,
  LOTTERY_URL,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
  VIEWPORTS,
} from './support';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** One 6 of 29 grid for the next draw in the player's cart, through the API. */
async function ticketInCart(request: APIRequestContext, phone: string) {
  const securityToken = await tokenOf(request, phone);
  const info = await request.get(`${LOTTERY_URL}/draw/draw-information`, {
    params: { gameTypeNames: '6of29', nextAmount: 1 },
  });
  const [next] = (await info.json()) as { nextDraws: { drawId: number }[] }[];
  const added = await request.post(`${LOTTERY_URL}/orders/cart/ticket`, {
    headers: { Authorization: `Bearer ${securityToken}` },
    data: {
      ticketTypeName: '6of29',
      drawIds: [next!.nextDraws[0]!.drawId],
      tips: [[1, 2, 3, 4, 5, 6]],
    },
  });
  expect(added.ok()).toBe(true);
}

test.use({ viewport: VIEWPORTS.mobile });

for (const lang of LANGS) {
  test.describe(`${lang}: voucher codes in the cart`, () => {
    test('expired, other-game and pay-in codes each say what happened', async ({ page }) => {
      await ticketInCart(page.request, PLAYERS.verified);
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await page.goto('/cart');
      const cart = (path: string) => text(lang, 'cart', path);
      const field = page.getByLabel(cart('code.label'), { exact: true });
      const cases = [
        ['EXPIRED1000', 'code.expired'],
        ['TWODIGIT1000', 'code.wrongGame'],
        ['BONUS3000', 'code.payInOnly'],
        ['NOSUCHCODE', 'code.invalid'],
      ] as const;
      for (const [code, message] of cases) {
        await field.fill(code);
        await page.getByRole('button', { name: cart('code.apply'), exact: true }).click();
        await expect(page.getByText(cart(message), { exact: true })).toBeVisible();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/voucher-${code}-${lang}-390.png` });
      }
      // The pay-in code is redeemed where it belongs: My Vouchers.
      await field.fill('BONUS3000');
      await page.getByRole('button', { name: cart('code.apply'), exact: true }).click();
      await page.getByRole('link', { name: cart('code.goToMyVouchers') }).click();
      await expect(page).toHaveURL(/\/my_vouchers$/);
    });

    test('another player’s code says so; one worth more than the cart is kept for later', async ({
      page,
    }) => {
      await ticketInCart(page.request, PLAYERS.verifiedNoBalance);
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verifiedNoBalance, PASSWORD);
      await page.goto('/cart');
      const cart = (path: string, values?: Record<string, string>) =>
        text(lang, 'cart', path, values);
      const field = page.getByLabel(cart('code.label'), { exact: true });
      const apply = page.getByRole('button', { name: cart('code.apply'), exact: true });
      await field.fill('AHMED-GIFT-3000');
      await apply.click();
      await expect(page.getByText(cart('code.notYours'), { exact: true })).toBeVisible();
      await field.fill('WELCOME5000');
      await apply.click();
      const choice = page.getByRole('group', { name: cart('code.worthMore') });
      await expect(choice).toContainText(/5,000.*1,000.*4,000/);
      await expect(page.getByTestId('cart-total')).toHaveText(/1,000/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/voucher-worth-more-${lang}-390.png` });
      await choice.getByRole('button', { name: cart('worthMore.keep') }).click();
      await expect(page.getByRole('status').filter({ hasText: 'WELCOME5000' })).toBeVisible();
      // Kept: now one of the player's vouchers offered for this cart, nothing taken off the price.
      await expect(
        page.getByRole('button', {
          name: cart('myVouchers.apply', { code: isolateLtr('WELCOME5000') }),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('cart-total')).toHaveText(/1,000/);
    });
  });
}
