import {
  expect,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  type JournalEntry,
} from './support';

/**
 * What the app sends, read from the fake's request journal (this worker's world): the answers on
 * screen can look right while the requests behind them are wrong.
 */

const posts = (entries: JournalEntry[], path: string) =>
  entries.filter((e) => e.kind === 'http' && e.method === 'POST' && e.path === path);

test.beforeEach(async ({ page }) => {
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
});

test('a double click on buy sends one purchase', async ({ page, control }) => {
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
  const purchases = posts(await control.journal(), '/lottery/orders/cart/purchase');
  expect(purchases.map((e) => e.status)).toEqual([200]);
  expect(purchases[0]?.player).toBe('+9647701234567');
});

test('the card return asks the backend for the outcome', async ({ page, control }) => {
  await page.goto('/my_funds');
  await page.getByLabel(text('en', 'funds', 'deposit.amount')).fill('5000');
  await page.getByRole('radio', { name: text('en', 'funds', 'methods.QI_CARD') }).check();
  await page
    .getByRole('button', { name: text('en', 'funds', 'deposit.submit'), exact: true })
    .click();
  const frameTitle = text('en', 'payment', 'cardDialog.frameTitle');
  await page
    .frameLocator(`iframe[title="${frameTitle}"]`)
    .getByRole('link', { name: 'Pay (success)' })
    .click();
  await expect(page.getByRole('dialog')).toContainText(text('en', 'payment', 'deposit_successful'));

  const entries = await control.journal({ path: '/lottery/payment/' });
  const completed = entries.find((e) => e.path?.endsWith('/complete'));
  const results = posts(entries, '/lottery/payment/pay-in/result');
  expect(completed?.status).toBe(302);
  expect(results.length).toBeGreaterThanOrEqual(1);
  // Asked after the page came back, about that payment; the answer, not the URL, decided.
  const paymentId = completed?.path?.split('/').at(-2);
  expect(results[0]?.requestBody).toMatchObject({ paymentId });
  expect(results.every((e) => e.status === 200)).toBe(true);
  expect(entries.indexOf(results[0]!)).toBeGreaterThan(entries.indexOf(completed!));
});
