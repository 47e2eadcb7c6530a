import type { Page } from '@playwright/test';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, type Lang, text } from './support';
import { buyCart } from './support/cart';

/** Quick play puts one random grid for the next draw in the cart and opens the cart. */
async function cartWithOneGrid(page: Page, lang: Lang) {
  await page.goto('/6of29_quickplay');
  await page
    .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
    .click();
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('heading', { name: text(lang, 'cart', 'ticket.title', { number: 1 }) }),
  ).toBeVisible();
}

/** The shell's generic alert may come on top of the cart's own message (section 8): close it. */
async function closeAlert(page: Page, lang: Lang) {
  const dialog = page.getByRole('alertdialog');
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('button', { name: text(lang, 'common', 'actions.ok') }).click();
  }
}

/** The refusal leaves the cart as it was. */
async function expectCartKept(page: Page, lang: Lang) {
  await expect(page.getByText(text(lang, 'cart', 'refusal.kept'))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text(lang, 'cart', 'ticket.title', { number: 1 }) }),
  ).toBeVisible();
}

test('en: too little balance says how much more is needed, and Top Up Now leads to My Funds', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verifiedNoBalance, PASSWORD);
  await cartWithOneGrid(page, 'en');
  await buyCart(page, 'en');
  await expect(page.getByText('You need 1,000 IQD more.').last()).toBeVisible();
  await closeAlert(page, 'en');
  await expectCartKept(page, 'en');
  // The refusal's own Top Up Now (the cart's shortfall notice offers the same deposit).
  await page.getByRole('link', { name: 'Top Up Now' }).last().click();
  // The deposit opens with the missing amount filled in and a way back to the cart.
  await expect(page).toHaveURL(/\/my_funds\?tab=deposit&amount=\d+&from=cart$/);
});

// With the terms extension Buy now opens the terms instead of a refusal; accepting them and buying
// is e2e/win-truth-terms.spec.ts (decision 0179).
test('ar: latest terms not accepted: Buy now opens the terms and buys nothing', async ({
  page,
}) => {
  await setLanguage(page, 'ar');
  await loginAs(page, PLAYERS.termsNotAccepted, PASSWORD);
  await cartWithOneGrid(page, 'ar');
  await buyCart(page, 'ar');
  const dialog = page.getByRole('dialog', { name: text('ar', 'cart', 'terms.dialog.title') });
  await dialog.getByRole('button', { name: text('ar', 'cart', 'terms.dialog.later') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('heading', { name: text('ar', 'cart', 'ticket.title', { number: 1 }) }),
  ).toBeVisible();
});

test('en: the spending limit', async ({ page, control }) => {
  await control.setScenario({ spendingLimitIqd: 500 });
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await cartWithOneGrid(page, 'en');
  await buyCart(page, 'en');
  await closeAlert(page, 'en');
  await expect(
    page
      .getByText('The cost of your purchase will exceed your spending limit, please try again.')
      .last(),
  ).toBeVisible();
  await expectCartKept(page, 'en');
});

test('ar: all numbers sold out keeps the cart', async ({ page, control }) => {
  await control.setScenario({ soldOut: 'all' });
  await setLanguage(page, 'ar');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await cartWithOneGrid(page, 'ar');
  await buyCart(page, 'ar');
  await closeAlert(page, 'ar');
  await expect(page.getByText(text('ar', 'cart', 'refusal.soldOut'))).toBeVisible();
  await expectCartKept(page, 'ar');
});
