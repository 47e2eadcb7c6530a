import type { Page } from '@playwright/test';
import {
  expect,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  trackRequests,
  type Lang,
  type Scenario,
} from './support';

/**
 * Money truth, deposits: the card page's return URL never decides the outcome. The
 * payer always presses "Pay (success)" on the fake's card page; the backend's answer, set by the
 * `depositOutcome` scenario, is what the player reads, and the balance follows only the backend.
 */

const tr = (lang: Lang, ns: string, key: string) => text(lang, ns, key);

async function balanceOn(page: Page): Promise<number> {
  await page.goto('/my_funds');
  const available = page.getByTestId('available-balance');
  await expect(available).toHaveText(/\d IQD/);
  return Number((await available.innerText()).replace(/\D/g, ''));
}

/** Starts a 5,000 IQD Qi Card deposit and presses "Pay (success)" on the card page. */
async function payByCard(page: Page, lang: Lang): Promise<void> {
  await page.getByLabel(tr(lang, 'funds', 'deposit.amount')).fill('5000');
  await page.getByRole('radio', { name: tr(lang, 'funds', 'methods.QI_CARD') }).check();
  await page
    .getByRole('button', { name: tr(lang, 'funds', 'deposit.submit'), exact: true })
    .click();
  const card = page.frameLocator(`iframe[title="${tr(lang, 'payment', 'cardDialog.frameTitle')}"]`);
  await card.getByRole('link', { name: 'Pay (success)' }).click();
}

async function start(page: Page, setScenario: (s: Scenario) => Promise<unknown>, s: Scenario) {
  await setScenario(s);
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  return balanceOn(page);
}

test.describe('money truth: card deposits', () => {
  test('refused by the provider: the refusal, never the success text, balance unchanged', async ({
    page,
    control,
  }) => {
    const before = await start(page, (s) => control.setScenario(s), { depositOutcome: 'failure' });
    await payByCard(page, 'en');

    await expect(page).toHaveURL(/\/payment_android_deposit_refused$/);
    await expect(page.getByRole('heading', { name: 'Deposit refused' })).toBeVisible();
    await expect(page.getByText(tr('en', 'payment', 'my_funds_deposit_refused'))).toBeVisible();
    await expect(page.getByText(tr('en', 'payment', 'deposit_successful'))).toHaveCount(0);
    expect(await balanceOn(page)).toBe(before);
  });

  test('never completed by the provider: checks, then the timeout text, balance unchanged', async ({
    page,
    control,
  }) => {
    const before = await start(page, (s) => control.setScenario(s), { depositOutcome: 'timeout' });
    await payByCard(page, 'en');

    // While the backend is asked, the player sees that it is being checked, not a result.
    await expect(
      page.getByRole('status').filter({ hasText: tr('en', 'payment', 'checking') }),
    ).toBeVisible();
    // A timeout is a warning, never a success: screen readers hear an alert dialog.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Payment timed out. Please check your history.', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/my_funds/);
    await expect(page.getByText(tr('en', 'payment', 'deposit_successful'))).toHaveCount(0);
    await dialog.getByRole('button').first().click();
    expect(await balanceOn(page)).toBe(before);
  });

  test('paid: the success text and the balance up by 5,000 IQD', async ({ page, control }) => {
    const before = await start(page, (s) => control.setScenario(s), { depositOutcome: 'success' });
    await payByCard(page, 'en');

    await expect(page.getByRole('dialog')).toContainText(tr('en', 'payment', 'deposit_successful'));
    await expect(page).toHaveURL(/\/my_funds/);
    await expect(page.getByTestId('available-balance')).toHaveText(
      `${(before + 5000).toLocaleString('en-US')} IQD`,
    );
  });

  test('a provider text in the URL is never shown', async ({ page }) => {
    await setLanguage(page, 'en');
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto('/?order_status=error&order_id=PAY-forged&error=Call+07700000000+for+a+refund');
    await expect(page.getByRole('alertdialog')).toContainText(
      'Payment timed out. Please check your history.',
      { timeout: 15_000 },
    );
    await expect(page.getByText(/for a refund/)).toHaveCount(0);
  });

  test('Android wrapper: 2 s after the outcome, the start screen with no dialog left', async ({
    page,
  }) => {
    await setLanguage(page, 'en');
    await page.addInitScript(() => window.localStorage.setItem('isAndroidApp', 'true'));
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto('/payment_android?amount=5000&useToken=false');
    const card = page.frameLocator(
      `iframe[title="${tr('en', 'payment', 'cardDialog.frameTitle')}"]`,
    );
    await card.getByRole('link', { name: 'Pay (success)' }).click();
    await expect(page.getByRole('dialog')).toContainText(tr('en', 'payment', 'deposit_successful'));
    const requests = trackRequests(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The start screen's calls are answered and it stays: no later navigation away.
    await requests.settled();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
