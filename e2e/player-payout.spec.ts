import type { Page } from '@playwright/test';
import {
  expect,
  LANGS,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  type Lang,
} from './support';

/**
 * Payout and leaving play: the withdraw form offers the saved FIB account; a six-month
 * self-exclusion ends on its confirmation with the date, then logs out; a card deposit whose
 * outcome timed out is listed as pending in the history.
 */
const t = (lang: Lang, ns: string, key: string) => text(lang, ns, key);
const SHOTS = process.env.E2E_SHOTS_DIR;

async function start(page: Page, lang: Lang, path: string) {
  await setLanguage(page, lang);
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto(path);
}

for (const lang of LANGS) {
  test.describe(`player payout (${lang})`, () => {
    test('withdraw offers the saved FIB account, chosen', async ({ page }) => {
      await start(page, lang, '/my_funds?tab=withdraw');
      const saved = page.getByRole('radio', { name: /07701234567/ });
      await expect(saved).toBeChecked();
      await expect(page.getByLabel(t(lang, 'funds', 'withdraw.walletNumber'))).toHaveValue(
        '07701234567',
      );
      await page.getByRole('radio', { name: t(lang, 'withdraw', 'saved.other') }).check();
      await expect(page.getByLabel(t(lang, 'funds', 'withdraw.walletNumber'))).toHaveValue('');
    });

    test('self-exclusion for 6 months logs out at once and says where the money went', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await start(page, lang, '/responsible_play');
      await expect(page.getByTestId('self-exclusion-money')).toContainText('07701234567');
      await page
        .getByRole('radio', { name: t(lang, 'responsible', 'selfExclusion.lengths.SIX_MONTHS') })
        .check();
      await page.getByLabel(t(lang, 'responsible', 'selfExclusion.password')).fill(PASSWORD);
      await page.getByLabel(t(lang, 'responsible', 'selfExclusion.understand')).check();
      await page
        .getByRole('button', { name: t(lang, 'responsible', 'selfExclusion.submit') })
        .click();
      // Decision 0255: logged out at once, on the start screen, the end date said in the dialog.
      const done = page.getByRole('dialog', {
        name: t(lang, 'responsible', 'selfExclusion.done.title'),
      });
      await expect(done).toBeVisible();
      await expect(done).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      // The seeded player's saved FIB account: the money left was paid out to it.
      await expect(done).toContainText('07701234567');
      await expect(done).toContainText('50,000');
      await expect(page).toHaveURL(/\/$/);
      const [balance] = t(lang, 'common', 'appBar.balance').split('{{amount}}');
      await expect(page.getByRole('link', { name: new RegExp(`^${balance}`) })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/self-exclusion-done-${lang}-390.png` });
    });

    test('a timed-out card deposit is listed as pending', async ({ page, control }) => {
      test.setTimeout(90_000);
      await control.setScenario({ depositOutcome: 'timeout' });
      await start(page, lang, '/my_funds');
      await page.getByLabel(t(lang, 'funds', 'deposit.amount')).fill('5000');
      await page.getByRole('radio', { name: t(lang, 'funds', 'methods.QI_CARD') }).check();
      await page
        .getByRole('button', { name: t(lang, 'funds', 'deposit.submit'), exact: true })
        .click();
      const frame = `iframe[title="${t(lang, 'payment', 'cardDialog.frameTitle')}"]`;
      await page.frameLocator(frame).getByRole('link', { name: 'Pay (success)' }).click();
      const dialog = page.getByRole('alertdialog');
      // The card return asks for about 7.5 s before it gives up; a loaded CI machine doubles that.
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('button').first().click();
      await page.goto('/my_funds?tab=history');
      const history = page.getByRole('region', { name: t(lang, 'funds', 'history.title') });
      // The newest booking: the deposit, pending (not missing, not failed).
      const deposit = history.getByRole('listitem').first();
      await expect(deposit).toContainText(t(lang, 'funds', 'bookingType.PAYIN'));
      await expect(deposit).toContainText(t(lang, 'withdraw', 'state.PENDING'));
      await expect(deposit).toContainText(t(lang, 'funds', 'history.pendingCredit'));
    });
  });
}
