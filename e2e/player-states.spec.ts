import type { Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  type Lang,
  LANGS,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
} from './support';

/**
 * Player states said before acting: a break on the cart and the deposit, a short balance on the
 * cart with its top-up and the way back, and a board that can be cleared and restored.
 */

const iqd = (n: number) => n.toLocaleString('en-US');
const buyButton = (page: Page, lang: Lang) =>
  page.getByRole('button', {
    name: new RegExp(text(lang, 'cart', 'purchase.buy').split(' ·')[0]!),
  });

/** One quick-picked grid for the next draw, in the cart; answers the cart's price. */
async function fillCart(page: Page, lang: Lang): Promise<number> {
  await page.goto('/6of29_quickplay');
  await page
    .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
    .click();
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText(/\d/);
  return Number((await total.innerText()).replace(/\D/g, ''));
}

/** A 24-hour time-out taken through the responsible-play extension call, as the app does. */
async function takeBreak(page: Page, phone: string): Promise<void> {
  const securityToken = await tokenOf(page.request, phone);
  const answer = await page.request.post(`${FAKE_URL}/lottery/users/time-out`, {
    headers: { Authorization: `Bearer ${securityToken}` },
    data: { length: 'DAY' },
  });
  expect(answer.ok(), `time-out answered ${answer.status()}`).toBe(true);
}

for (const lang of LANGS) {
  test.describe(`${lang}: player states`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lang));

    test('a break is shown on the cart and the deposit before any attempt', async ({ page }) => {
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await fillCart(page, lang);
      await takeBreak(page, PLAYERS.verified);

      await page.goto('/cart');
      await expect(page.getByTestId('break-site')).toBeVisible();
      await expect(page.getByTestId('break-buy')).toBeVisible();
      await expect(buyButton(page, lang)).toBeDisabled();

      await page.goto('/my_funds');
      await expect(page.getByTestId('break-site')).toBeVisible();
      await expect(page.getByTestId('break-deposit')).toBeVisible();
      await expect(
        page.getByRole('button', { name: text(lang, 'funds', 'deposit.submit'), exact: true }),
      ).toBeDisabled();
    });

    test('a 0 IQD cart says what is missing, tops it up and leads back to the cart', async ({
      page,
      control,
    }) => {
      await control.setScenario({ depositOutcome: 'success' });
      await loginAs(page, PLAYERS.verifiedNoBalance, PASSWORD);
      const price = await fillCart(page, lang);

      const shortfall = page.getByTestId('cart-shortfall');
      await expect(shortfall).toContainText(
        text(lang, 'cart', 'shortfall', { amount: iqd(price) }),
      );
      await shortfall.getByRole('link', { name: text(lang, 'cart', 'refusal.topUp') }).click();
      // The smallest deposit (1,500 IQD) when less is missing: the form would refuse less.
      const topUp = Math.max(price, 1500);
      await expect(page).toHaveURL(
        new RegExp(`/my_funds\\?tab=deposit&amount=${topUp}&from=cart$`),
      );
      await expect(page.getByLabel(text(lang, 'funds', 'deposit.amount'))).toHaveValue(
        String(topUp),
      );
      await page
        .getByRole('button', { name: text(lang, 'funds', 'deposit.submit'), exact: true })
        .click();
      await expect(
        page.getByText(text(lang, 'funds', 'deposit.success', { amount: iqd(topUp) })),
      ).toBeVisible({ timeout: 15_000 });
      await page.getByRole('link', { name: text(lang, 'funds', 'deposit.backToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(buyButton(page, lang)).toBeEnabled();
      await expect(page.getByTestId('cart-shortfall')).toHaveCount(0);
    });

    test('Clear all can be undone; an empty board shows no total and adds nothing', async ({
      page,
    }) => {
      const play = (key: string, values = {}) => text(lang, 'play', key, values);
      await page.goto('/6of29');
      await page.getByRole('button', { name: play('grid.quickSelect') }).click();
      await page.getByRole('button', { name: play('ticket.addGrid') }).click();
      await page.getByRole('button', { name: play('grid.lucky') }).click();
      const cost = page.getByTestId('ticket-cost');
      await expect(cost).toHaveText(play('cost.total', { amount: iqd(2000) }));
      const numbers = (n: number) => page.getByLabel(play('grid.numbers', { number: n }));
      const before = [await numbers(1).textContent(), await numbers(2).textContent()];
      const addToCart = page.getByRole('button', { name: play('actions.addToCart') });

      await page.getByRole('button', { name: play('ticket.clearAll') }).click();
      await expect(numbers(1)).toHaveCount(0);
      await expect(cost).toHaveText(play('cost.pickToSee', { count: 6 }));
      await expect(cost).not.toContainText('0 IQD');
      await expect(addToCart).toBeDisabled();

      await page.getByRole('button', { name: play('ticket.undo') }).click();
      await expect(numbers(1)).toHaveText(before[0]!);
      await expect(numbers(2)).toHaveText(before[1]!);
      await expect(cost).toHaveText(play('cost.total', { amount: iqd(2000) }));
      await expect(addToCart).toBeEnabled();
    });
  });
}
