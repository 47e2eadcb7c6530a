import type { Page } from '@playwright/test';
import {
  expect,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  VIEWPORTS,
  type Lang,
} from './support';
import { buyCart } from './support/cart';

/**
 * A purchase and a deposit through the federal exam shutdown (issue 42, decision 0270): on an exam
 * day of 2025 the fake drops every call 06:00-08:00 Baghdad time, by its own clock. The player is
 * told the outcome is not confirmed (never paid, never refused), nothing reaches the backend, and
 * after 08:00 the same cart buys and the same deposit goes through.
 */
const BEFORE = '2025-05-21T05:58:00+03:00';
const MINUTE = 60_000;
const INTO_SHUTDOWN = 3 * MINUTE; // 06:01
const PAST_SHUTDOWN = 120 * MINUTE; // 08:01

/** The balance as shown: digits and separators (the currency is "IQD" or "دينار"). */
const iqd = (n: number) => new RegExp(`^${n.toLocaleString('en-US')}\\D`);

async function available(page: Page): Promise<number> {
  const shown = page.getByTestId('available-balance');
  await expect(shown).toHaveText(/\d/);
  return Number((await shown.innerText()).replace(/\D/g, ''));
}

/** A quick-pick grid into the cart; the page ends on the cart. */
async function fillCart(page: Page, lang: Lang) {
  await page.goto('/6of29');
  await page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') }).click();
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText(
    text(lang, 'cart', 'totals.amount', { amount: '1,000' }),
  );
}

async function startDeposit(page: Page, lang: Lang) {
  await page.getByLabel(text(lang, 'funds', 'deposit.amount')).fill('5000');
  await page.getByRole('radio', { name: text(lang, 'funds', 'methods.QI_CARD') }).check();
  await page
    .getByRole('button', { name: text(lang, 'funds', 'deposit.submit'), exact: true })
    .click();
}

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: a purchase and a deposit through the federal exam shutdown: unconfirmed, nothing lost, done after 08:00`, async ({
    page,
    control,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await control.resetAt(BEFORE);
    await control.setNetwork([{ name: 'exam-shutdown-federal' }]);
    // The page's clock at the fake's: the tokens' expiry and the draws' times are read against it.
    await page.clock.setSystemTime(new Date(BEFORE));
    await setLanguage(page, lang);
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await fillCart(page, lang);
    await page.goto('/my_funds');
    const before = await available(page);

    // 06:01 Baghdad time on an exam day: the fake answers nothing.
    await control.advanceClock(INTO_SHUTDOWN);
    await page.clock.setSystemTime(Date.parse(BEFORE) + INTO_SHUTDOWN);
    await startDeposit(page, lang);
    await expect(page.getByText(text(lang, 'funds', 'deposit.errors.unknown'))).toBeVisible();
    await expect(page.getByText(text(lang, 'payment', 'deposit_successful'))).toHaveCount(0);
    // The offline state: a banner says the lottery cannot be reached (the phone's network is up,
    // so the browser thinks it is online); no "try again" dialog on top of it.
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(text(lang, 'common', 'offline.unreachable'));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.screenshot({ path: `test-results/exam-shutdown-${lang}-deposit.png` });

    // To the cart in the app (a reload would need the network for the shell's calls). Its
    // reload fails, and so may the terms call: then the cart asks for the spec's checkbox.
    await page.getByRole('banner').locator('a[href="/cart"]').first().click();
    await expect(page.getByText(text(lang, 'cart', 'loadError'))).toBeVisible();
    await buyCart(page, lang);
    const unconfirmed = page.getByText(text(lang, 'cart', 'unknownOutcome.purchase'));
    const asked = page.getByText(text(lang, 'cart', 'terms.required'));
    await expect(unconfirmed.or(asked)).toBeVisible();
    if (await asked.isVisible()) {
      const accept = new RegExp(text(lang, 'cart', 'terms.accept'));
      await page.getByRole('checkbox', { name: accept }).check();
      await buyCart(page, lang);
    }
    await expect(unconfirmed).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(text(lang, 'cart', 'success.title'))).toHaveCount(0);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.screenshot({ path: `test-results/exam-shutdown-${lang}-purchase.png` });

    // Nothing reached the backend: each call is journaled as dropped by the shutdown.
    for (const path of ['/orders/cart/purchase', '/payment/pay-in/invoke']) {
      const calls = await control.journal({ path });
      expect(calls.length, path).toBeGreaterThan(0);
      for (const call of calls)
        expect(call, path).toMatchObject({ fault: 'drop', cause: 'exam-shutdown-federal' });
    }

    // 08:01: the network is back. The cart is as it was, the balance too; both go through.
    await control.advanceClock(PAST_SHUTDOWN);
    await page.clock.setSystemTime(Date.parse(BEFORE) + INTO_SHUTDOWN + PAST_SHUTDOWN);
    // The app asks again by itself: the banner goes without a reload.
    await expect(banner).toBeHidden({ timeout: 15_000 });
    await page.goto('/my_funds');
    expect(await available(page)).toBe(before);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText(
      text(lang, 'cart', 'totals.amount', { amount: '1,000' }),
    );
    await buyCart(page, lang);
    await expect(page).toHaveURL(/\/purchase_success$/);
    await page.goto('/my_funds');
    await expect(page.getByTestId('available-balance')).toHaveText(iqd(before - 1000));
    await startDeposit(page, lang);
    const card = page.frameLocator(
      `iframe[title="${text(lang, 'payment', 'cardDialog.frameTitle')}"]`,
    );
    await card.getByRole('link', { name: 'Pay (success)' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      text(lang, 'payment', 'deposit_successful'),
    );
    await expect(page.getByTestId('available-balance')).toHaveText(iqd(before + 4000));
  });
}
