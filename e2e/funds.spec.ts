import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, text } from './support';
import { isNetworkNoise } from './support/navigate';

test('English: a FIB deposit of 5,000 IQD shows QR code and link, and the fake credits it', async ({
  page,
  control,
  consoleErrors,
}) => {
  await control.setScenario({ depositOutcome: 'success' });
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/my_funds');
  const available = page.getByTestId('available-balance');
  await expect(available).toHaveText(/\d IQD/);
  const before = Number((await available.innerText()).replace(/\D/g, ''));

  await page.getByLabel('Amount (IQD)').fill('5000');
  await expect(page.getByRole('radio', { name: 'FIB' })).toBeChecked();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(page.getByRole('img', { name: 'QR code to pay with FIB' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open payment link' })).toBeVisible();
  await expect(page.getByText('Your deposit of 5,000 IQD was successful.')).toBeVisible();
  await expect(available).toHaveText(`${(before + 5000).toLocaleString('en-US')} IQD`);
  // The shell's cart check answers 404 while there is no cart: expected network noise.
  expect(consoleErrors.filter((e) => !isNetworkNoise(e))).toEqual([]);
});

test('Arabic: a withdrawal above the withdrawable funds shows the maximum', async ({ page }) => {
  await setLanguage(page, 'ar');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/my_funds?tab=withdraw');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const withdrawable = page.getByTestId('withdrawable-balance');
  await expect(withdrawable).toHaveText(/\d/);
  const max = Number((await withdrawable.innerText()).replace(/\D/g, ''));

  await page.getByLabel(text('ar', 'funds', 'withdraw.amount')).fill(String(max + 1000));
  await page.getByLabel(text('ar', 'funds', 'withdraw.walletNumber')).fill('07701234567');
  await page
    .getByRole('button', { name: text('ar', 'withdraw', 'review.open'), exact: true })
    .click();

  const message = text('ar', 'validation', 'withdrawAboveMaximum').replace(
    '{{value}}',
    max.toLocaleString('en-US'),
  );
  await expect(page.getByRole('alert')).toHaveText(message);
});
