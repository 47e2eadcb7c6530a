import { isolateLtr } from '../src/lib/format/isolate';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  type Lang,
  loginAs,
  LOTTERY_URL,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
  trackRequests,
} from './support';

/**
 * Money truth (wallet part): what the player types on an Arabic keyboard is what the
 * backend receives, vouchers are consumed only as far as the cart needs, and the app bar follows
 * the backend's balance after a voucher credit. Every outcome is checked in the UI and in the fake.
 */

/** A read of the fake as the backend team would see it, with the player's own token. */
async function fakeGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${LOTTERY_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The balance the app bar shows (its accessible name carries the amount). */
async function barBalance(page: Page, lang: Lang): Promise<number> {
  const [before] = text(lang, 'common', 'appBar.balance').split('{{amount}}');
  const link = page.getByRole('link', { name: new RegExp(`^${before}[\\d,]+`) }).first();
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/([\d,]+)/.exec(name)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('ar: a withdrawal typed in Arabic-Indic digits reaches the backend as digits and succeeds', async ({
  page,
  request,
}) => {
  await setLanguage(page, 'ar');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/my_funds?tab=withdraw');
  const withdrawable = page.getByTestId('withdrawable-balance');
  await expect(withdrawable).toHaveText(/50,000/);

  await page.getByLabel(text('ar', 'funds', 'withdraw.amount')).fill('٢٬٠٠٠');
  await page.getByLabel(text('ar', 'funds', 'withdraw.walletNumber')).fill('٠٧٨٠ ١٢٣-٤٥٦٧');
  await page.getByRole('button', { name: text('ar', 'withdraw', 'review.open') }).click();

  // The review shows what will be sent, already normalised; nothing has left yet.
  const review = page.getByRole('region', { name: text('ar', 'withdraw', 'review.title') });
  await expect(review).toContainText('07801234567');
  await expect(review).toContainText('2,000');
  await review.getByRole('button', { name: text('ar', 'withdraw', 'review.confirm') }).click();

  await expect(
    page.getByText(text('ar', 'withdraw', 'result.sent', { amount: '2,000' })),
  ).toBeVisible();
  const reference = await page.getByTestId('withdraw-reference').innerText();
  expect(reference).toMatch(/^PO-\d+$/);
  await expect(withdrawable).toHaveText(/48,000/);

  // The fake received Western digits and booked the payout under that reference.
  const token = await tokenOf(request, PLAYERS.verified);
  const accounts = await fakeGet<{ walletNumber: string }[]>(
    request,
    token,
    '/users/payment-accounts',
  );
  expect(accounts.map((a) => a.walletNumber)).toContain('07801234567');
  const [latest] = await fakeGet<{ transactionId: string; amount: number }[]>(
    request,
    token,
    '/users/bookings?from=0&quantity=1',
  );
  expect(latest).toMatchObject({ transactionId: reference, amount: -2000 });
});

test('en: two vouchers on a 1,000 IQD cart: the second is refused and only the first is used', async ({
  page,
  request,
}) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/6of29_quickplay');
  await page
    .getByRole('button', { name: text('en', 'play', 'quick.optionLabel', { count: 1 }) })
    .click();
  await page.getByRole('button', { name: text('en', 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-original')).toHaveText('1,000 IQD');

  const code = page.getByLabel(text('en', 'cart', 'code.label'));
  await code.fill('LUCKY2000');
  await page.getByRole('button', { name: text('en', 'cart', 'code.apply'), exact: true }).click();
  // Worth more than the cart: the player is asked first (decision 0254) and accepts the loss.
  await page.getByRole('button', { name: text('en', 'cart', 'worthMore.useNow') }).click();
  const lucky = page.getByTestId('voucher-position-LUCKY2000');
  await expect(lucky).toContainText('1,000 IQD of this voucher stays unused');
  await expect(page.getByTestId('cart-total')).toHaveText('0 IQD');

  await code.fill('WELCOME5000');
  await page.getByRole('button', { name: text('en', 'cart', 'code.apply'), exact: true }).click();
  await expect(page.getByText(text('en', 'cart', 'voucherUse.refusedNotNeeded'))).toBeVisible();
  await expect(page.getByTestId('voucher-position-WELCOME5000')).toHaveCount(0);

  await page
    .getByRole('button', { name: new RegExp(text('en', 'cart', 'purchase.buy').split(' ·')[0]!) })
    .click();
  await expect(page).toHaveURL(/\/purchase_success/);

  // In the fake: LUCKY2000 used, WELCOME5000 never redeemed, nothing charged.
  const token = await tokenOf(request, PLAYERS.verified);
  const vouchers = await fakeGet<{ voucherCode: string; state: string }[]>(
    request,
    token,
    '/users/vouchers',
  );
  expect(vouchers.find((v) => v.voucherCode === 'LUCKY2000')?.state).toBe('USED');
  expect(vouchers.find((v) => v.voucherCode === 'WELCOME5000')).toBeUndefined();
  const balance = await fakeGet<{ balance: number }>(request, token, '/users/account-balance');
  expect(balance.balance).toBe(50_000);
});

test('en: BONUS3000 raises the app-bar balance by 3,000 within 2 s', async ({ page }) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/my_vouchers');
  const before = await barBalance(page, 'en');

  await page.getByLabel(text('en', 'vouchers', 'redeem.code')).fill('BONUS3000');
  await page.getByRole('button', { name: text('en', 'vouchers', 'redeem.submit') }).click();
  await expect(
    page.getByText(text('en', 'vouchers', 'redeem.success', { code: isolateLtr('BONUS3000') })),
  ).toBeVisible();
  await expect
    .poll(() => barBalance(page, 'en'), { timeout: 2_000, intervals: [100] })
    .toBe(before + 3000);
});

test('en: closing the account ends on the start screen with a goodbye, no error dialog', async ({
  page,
  control,
  consoleErrors,
}) => {
  const phone = '07705559999';
  await control.createPlayer({
    phone,
    password: PASSWORD,
    state: 'verified',
    balance: 0,
    withdrawable: 0,
    termsAccepted: true,
    firstName: 'Sara',
    lastName: 'Ali',
  });
  await setLanguage(page, 'en');
  await loginAs(page, phone, PASSWORD);
  const requests = trackRequests(page);
  await page.goto('/settings');
  // The logged-in shell's own background calls (the win notice's drawn tickets, loaded after the
  // page) settle first: one still in flight when the account closes is answered 401 by the
  // backend, which is not the app calling with the revoked token.
  await requests.settled();
  await page.getByRole('button', { name: text('en', 'settings', 'close.button') }).click();
  // A warning: screen readers hear an alert dialog (behaviour 242).
  await page
    .getByRole('alertdialog', { name: text('en', 'settings', 'close.confirmTitle') })
    .getByRole('button', { name: text('en', 'settings', 'close.confirm') })
    .click();

  await expect(page).toHaveURL(/\/$/);
  const goodbye = page.getByRole('dialog', { name: text('en', 'settings', 'close.goodbyeTitle') });
  await expect(goodbye).toBeVisible();
  await expect(goodbye).toContainText(text('en', 'settings', 'close.goodbyeText'));
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await goodbye.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: text('en', 'common', 'appBar.signIn') }),
  ).toBeVisible();
  // Neither the cart nor the logout call was made with the revoked token (no 401 logged).
  expect(consoleErrors.filter((e) => /status of 401/.test(e))).toEqual([]);
});
