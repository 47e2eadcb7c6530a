import type { Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  tokenOf,
} from './support';

/**
 * Journeys asserted with the fake's verification (`control.verify`): what the app sent, counted
 * by the backend, not only what the screen shows.
 */

const PURCHASE = '/orders/cart/purchase';
const INVOKE = '/payment/pay-in/invoke';

/** The player's deposits that are booked and not yet settled, read from the fake's history. */
async function pendingDeposits(page: Page): Promise<number> {
  const securityToken = await tokenOf(page.request, PLAYERS.verified);
  const answer = await page.request.get(`${FAKE_URL}/lottery/users/bookings`, {
    headers: { Authorization: `Bearer ${securityToken}` },
    params: { from: 0, quantity: 200 },
  });
  const bookings = (await answer.json()) as { bookingType: string; state?: string }[];
  return bookings.filter((b) => b.bookingType === 'PAYIN' && b.state === 'PENDING').length;
}

test.beforeEach(async ({ page }) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
});

test('a double click on buy makes exactly one purchase call', async ({ page, control }) => {
  await page.goto('/6of29_quickplay');
  await page
    .getByRole('button', { name: text('en', 'play', 'quick.optionLabel', { count: 1 }) })
    .click();
  await page.getByRole('button', { name: text('en', 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page
    .getByRole('button', { name: new RegExp(text('en', 'cart', 'purchase.buy').split(' ·')[0]!) })
    .dblclick();

  await expect(page).toHaveURL(/\/purchase_success$/);
  expect(
    await control.verify({
      method: 'POST',
      path: PURCHASE,
      player: PLAYERS.verified,
      times: { exactly: 1 },
    }),
  ).toMatchObject({ matched: true, count: 1 });
});

test('a 401 is followed by one refresh and the refused call again', async ({ page, control }) => {
  // The next balance read is refused as if the server had ended the token, once.
  await control.setScenario({
    failNext: [{ method: 'GET', path: '/users/account-balance', status: 401 }],
  });
  await page.goto('/my_funds');
  await expect(page.getByTestId('available-balance')).toHaveText(/50,000/);

  expect(
    await control.verify({ method: 'POST', path: '/users/tokens/refresh', times: { exactly: 1 } }),
  ).toMatchObject({ matched: true });
  // The refused read and its retry after the refresh, by the same player.
  const reads = await control.journal({ method: 'GET', path: '/users/account-balance' });
  const refused = reads.findIndex((e) => e.status === 401);
  expect(refused).toBeGreaterThanOrEqual(0);
  expect(reads.slice(refused + 1).some((e) => e.status === 200)).toBe(true);
  expect(
    await control.verify({
      method: 'GET',
      path: '/users/account-balance',
      player: PLAYERS.verified,
      times: { atLeast: 2 },
    }),
  ).toMatchObject({ matched: true });
});

test('a deposit whose answer was lost is booked once and the player is told to check', async ({
  page,
  control,
}) => {
  const before = await pendingDeposits(page);
  // Chromium resends a request by itself when a kept-alive connection closes without an answer,
  // on each idle connection it holds (the same Idempotency-Key: the fake answers the first deposit
  // again). Every delivery loses its answer here, so the app itself meets the lost answer.
  await control.setFaults(1, [{ method: 'PUT', path: INVOKE, kind: 'dropAfterCommit' }]);
  await page.goto('/my_funds');
  await page.getByLabel(text('en', 'funds', 'deposit.amount')).fill('5000');
  await page.getByRole('radio', { name: text('en', 'funds', 'methods.QI_CARD') }).check();
  await page
    .getByRole('button', { name: text('en', 'funds', 'deposit.submit'), exact: true })
    .click();

  // No answer is not a refusal: the outcome is unknown until the history says.
  await expect(page.getByText(text('en', 'funds', 'deposit.errors.unknown'))).toBeVisible();
  // Said once, on the form: no no-connection dialog inviting the player to try again.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(text('en', 'payment', 'deposit_successful'))).toHaveCount(0);
  // Every delivery the fake saw carried the one key: the deposit was booked once.
  const invokes = await control.journal({ method: 'PUT', path: INVOKE });
  const key = (invokes[0] as { requestHeaders?: Record<string, string> }).requestHeaders?.[
    'idempotency-key'
  ];
  expect(key).toBeTruthy();
  expect(
    await control.verify({ method: 'PUT', path: INVOKE, headers: { 'Idempotency-Key': key! } }),
  ).toMatchObject({ matched: true, count: invokes.length });
  expect(await pendingDeposits(page)).toBe(before + 1);
});
