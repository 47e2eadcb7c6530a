import type { Locator, Page } from '@playwright/test';
import { buyCart } from './support/cart';
import {
  expect,
  FAKE_URL,
  type Lang,
  loginAs,
  LOTTERY_URL,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
} from './support';

/**
 * Receipts and money (decision 0178): the receipt and the success page state what the
 * backend booked (cost, voucher discount, amount paid, the ticket number My Tickets shows), and
 * the activity summary counts only money that moved.
 */

const iqd = (lang: Lang, amount: string) => text(lang, 'receipt', 'amount', { amount });
/** The value beside a `<dt>` label, read as the player reads it. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
const isolated = (value: string) => value.replace(/[\u2066-\u2069]/g, '').trim();

/** Three quick-select grids for the next draw, into the cart, then LUCKY2000 in the cart. */
async function cartWithVoucher(page: Page, lang: Lang): Promise<void> {
  await page.goto('/6of29');
  const quick = page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') });
  const addGrid = page.getByRole('button', { name: text(lang, 'play', 'ticket.addGrid') });
  await quick.click();
  await addGrid.click();
  await quick.click();
  await addGrid.click();
  await quick.click();
  await expect(page.getByTestId('ticket-cost')).toHaveText(
    text(lang, 'play', 'cost.total', { amount: '3,000' }),
  );
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel(text(lang, 'cart', 'code.label')).fill('LUCKY2000');
  await page.getByRole('button', { name: text(lang, 'cart', 'code.apply'), exact: true }).click();
  await expect(page.getByTestId('voucher-position-LUCKY2000')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(
    text(lang, 'cart', 'totals.amount', { amount: '1,000' }),
  );
}

test.describe('win truth: receipts and money', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`${lang}: the receipt of a LUCKY2000 purchase says the discount, 1,000 paid and the ticket number of My Tickets`, async ({
      page,
    }) => {
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await cartWithVoucher(page, lang);
      await buyCart(page, lang);

      // The success page: the backend's receipt, never a figure the app worked out.
      await expect(page).toHaveURL(/\/purchase_success$/);
      await expect(page.getByTestId('purchase-discount')).toHaveText(
        text(lang, 'receipt', 'discount', { amount: '2,000' }),
      );
      await expect(page.getByTestId('purchase-cost')).toHaveText(iqd(lang, '3,000'));
      await expect(page.getByTestId('purchase-paid')).toHaveText(iqd(lang, '1,000'));
      await expect(page.getByText('LUCKY2000')).toBeVisible();
      const number = isolated(await page.getByTestId('ticket-numbers').innerText());
      expect(number).toMatch(/^\d{3}-\d{8}$/);

      // My Tickets lists the same number.
      await page.getByRole('link', { name: text(lang, 'cart', 'success.myTickets') }).click();
      const upcoming = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') });
      const mine = upcoming.getByRole('link').first();
      await expect(mine).toContainText(number);
      await mine.click();
      await page.getByRole('link', { name: text(lang, 'tickets', 'details.openReceipt') }).click();

      // The e-receipt: the same number, the voucher, what the balance paid, the game in the UI language.
      const receipt = page.getByRole('article');
      await expect(figure(receipt, text(lang, 'receipt', 'ticketId'))).toHaveText(number);
      await expect(receipt.getByText('LUCKY2000')).toBeVisible();
      await expect(receipt.getByTestId('purchase-discount')).toHaveText(
        text(lang, 'receipt', 'discount', { amount: '2,000' }),
      );
      await expect(figure(receipt, text(lang, 'receipt', 'paid'))).toHaveText(iqd(lang, '1,000'));
      await expect(figure(receipt, text(lang, 'receipt', 'cost'))).toHaveText(iqd(lang, '3,000'));
      await expect(figure(receipt, text(lang, 'receipt', 'game'))).toHaveText(
        text(lang, 'common', 'lottery.games.6of29'),
      );
      if (lang === 'ar') await expect(receipt).not.toContainText('Lotto 6/29');
      await expect(receipt).not.toContainText(/undefined|NaN/);
    });

    test(`${lang}: a failed withdrawal is not counted in the activity, a pending one is shown apart, a pending deposit is listed and settles`, async ({
      page,
      request,
      control,
    }) => {
      const phone = '07705550178';
      await control.createPlayer({
        phone,
        password: PASSWORD,
        state: 'verified',
        balance: 20_000,
        withdrawable: 20_000,
        termsAccepted: true,
      });
      const token = await tokenOf(request, phone);
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const withdraw = (amount: number) =>
        request.post(`${LOTTERY_URL}/users/wallet/withdraw`, {
          headers,
          data: { amount, method: 'FIB', fullName: 'Sara Ali', walletNumber: '07705550178' },
        });
      await control.setScenario({ payoutOutcome: 'failure' });
      expect((await withdraw(5000)).status()).toBe(402);
      await control.setScenario({ payoutOutcome: 'pending' });
      expect((await withdraw(5000)).status()).toBe(200);
      // A card deposit the provider has not settled yet.
      const invoked = await request.put(`${LOTTERY_URL}/payment/pay-in/invoke`, {
        headers,
        data: { amountInCent: 300_000, useToken: false, paymentMethod: 'QI_CARD' },
      });
      const { paymentId } = (await invoked.json()) as { paymentId: string };

      await setLanguage(page, lang);
      await loginAs(page, phone, PASSWORD);
      await page.goto('/my_funds?tab=history');
      const activity = page.getByRole('region', {
        name: text(lang, 'responsible', 'activity.title'),
      });
      const week = activity.getByRole('row', {
        name: new RegExp(text(lang, 'responsible', 'activity.week')),
      });
      await expect(week.getByRole('cell')).toHaveText(['20,000', '0', '0', '0']);
      await expect(activity).toContainText(
        text(lang, 'responsible', 'activity.net', { amount: '20,000' }),
      );
      await expect(activity).toContainText(
        text(lang, 'responsible', 'activity.pendingWithdrawals', { amount: '5,000' }),
      );
      await expect(activity).toContainText(
        text(lang, 'responsible', 'activity.pendingDeposits', { amount: '3,000' }),
      );
      await expect(activity).toContainText(text(lang, 'responsible', 'activity.settledOnly'));

      const history = page.getByRole('region', { name: text(lang, 'funds', 'history.title') });
      const items = history.getByRole('listitem');
      await expect(
        items.filter({ hasText: text(lang, 'funds', 'history.failedNote') }),
      ).toHaveCount(1);
      const deposit = items.filter({ hasText: text(lang, 'funds', 'bookingType.PAYIN') }).first();
      await expect(deposit).toContainText(text(lang, 'funds', 'history.pendingCredit'));

      // The provider settles the deposit on its side: the history follows without a reload.
      await request.post(`${FAKE_URL}/__control/payments/${paymentId}`, {
        data: { outcome: 'success' },
      });
      await expect(deposit).not.toContainText(text(lang, 'funds', 'history.pendingCredit'), {
        timeout: 20_000,
      });
      await expect(deposit).toContainText('+3,000');
    });
  }
});
