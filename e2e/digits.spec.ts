import type { Locator } from '@playwright/test';
import { PATHS } from '../src/lib/navigation/routes';
import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, text, VIEWPORTS } from './support';

const ARABIC_INDIC = /^[^0-9]*[٠-٩][^0-9]*$/;
const TICKET_NUMBER = /^\d+-\d+$/;

/** How many lines an inline element takes (a ticket number broken at its hyphen takes two). */
const lines = (element: Locator) => element.evaluate((node) => node.getClientRects().length);

/** Every ticket number on the upcoming list: Latin, isolated and on one line. */
async function expectTicketNumbersWhole(cards: Locator) {
  await expect(cards.first()).toBeVisible();
  const numbers = cards.locator('strong bdi[dir="ltr"]');
  await expect(numbers).toHaveCount(await cards.count());
  for (const number of await numbers.all()) {
    await expect(number).toHaveText(TICKET_NUMBER);
    expect(await lines(number)).toBe(1);
  }
}

test('ar at 390 px: Arabic-Indic digits from Settings in the balance, jackpot and countdown; ticket numbers stay Latin', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await setLanguage(page, 'ar');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto(PATHS.home);
  const balance = page
    .getByTestId('mobile-app-bar')
    .getByRole('link', { name: new RegExp(text('ar', 'common', 'appBar.balance').split(' ')[0]!) });
  await expect(balance).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('jackpot')).toHaveText(/\d/);

  await page.goto(PATHS.settings);
  const arab = page.getByRole('radio', { name: text('ar', 'settings', 'digits.choices.arab') });
  await arab.check();
  // At once, with no reload: the header's balance is on this page too.
  await expect(balance).toHaveText(ARABIC_INDIC);

  // Read at start: a new visit opens with them.
  await page.goto(PATHS.home);
  await expect(balance).toHaveText(ARABIC_INDIC);
  await expect(page.getByTestId('jackpot')).toHaveText(ARABIC_INDIC);
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(timer).not.toHaveText(/[0-9]/);
  await expect(timer).toHaveText(/[٠-٩]{2}/);

  await page.goto(PATHS.upcomingTickets);
  const cards = page.locator('main ul li a');
  await expectTicketNumbersWhole(cards);
  // The card's cost is a figure: Arabic-Indic.
  await expect(cards.first()).toContainText(/[٠-٩]/);
});

test('ku at 390 px: ticket numbers are whole, isolated left-to-right pieces', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await setLanguage(page, 'ku');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto(PATHS.upcomingTickets);
  await expectTicketNumbersWhole(page.locator('main ul li a'));
  await expect(page.locator('main ul li a').first()).toContainText(/[0-9]/);
});
