import type { Page } from '@playwright/test';
import { buyCart } from './support/cart';
import {
  dirOf,
  expect,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  text,
  type Lang,
} from './support';

/**
 * Where the money goes (decisions 0221-0223): the good-causes share of a purchase in the cart, on
 * the success page and on the e-receipt (the fake's split: 36 %), and the causes page with its
 * chart and table.
 */

const plain = (value: string) => value.replace(/[\u2066-\u2069]/g, '').trim();
const share = (lang: Lang) => text(lang, 'charity', 'share', { amount: '3,000', share: '1,080' });

/** Three quick-select grids for the next draw, into the cart. */
async function threeGridsInCart(page: Page, lang: Lang): Promise<void> {
  await page.goto('/6of29');
  const quick = page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') });
  const addGrid = page.getByRole('button', { name: text(lang, 'play', 'ticket.addGrid') });
  await quick.click();
  await addGrid.click();
  await quick.click();
  await addGrid.click();
  await quick.click();
  // The line loads as the player scrolls towards it (decision 0262).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('charity-play-line')).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe('where the money goes', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`${lang}: a purchase's good-causes share in the cart, on the success page and on the receipt`, async ({
      page,
    }) => {
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await threeGridsInCart(page, lang);
      const inCart = page.getByTestId('good-causes-share');
      await expect(inCart).toBeVisible();
      expect(plain(await inCart.innerText())).toBe(share(lang));

      await buyCart(page, lang);
      await expect(page).toHaveURL(/\/purchase_success$/);
      expect(plain(await page.getByTestId('good-causes-share').innerText())).toBe(share(lang));

      await page.getByRole('link', { name: text(lang, 'cart', 'success.myTickets') }).click();
      const upcoming = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') });
      await upcoming.getByRole('link').first().click();
      await page.getByRole('link', { name: text(lang, 'tickets', 'details.openReceipt') }).click();
      const receipt = page.getByRole('article');
      await expect(receipt.getByTestId('good-causes-share')).toBeVisible();
      expect(plain(await receipt.getByTestId('good-causes-share').innerText())).toBe(share(lang));
      await expect(receipt).not.toContainText(/undefined|NaN/);
    });

    test(`${lang}: the causes page, its chart by governorate and by cause, and the table`, async ({
      page,
    }) => {
      await setLanguage(page, lang);
      await page.goto('/good_causes');
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'charity', 'page.title'),
      );
      const byGovernorate = page.getByRole('list', {
        name: new RegExp(text(lang, 'charity', 'page.byGovernorate')),
      });
      await expect(byGovernorate.getByRole('listitem').first()).toHaveAttribute(
        'aria-label',
        new RegExp(`^${text(lang, 'charity', 'governorates.baghdad')}: `),
      );
      await page.getByRole('radio', { name: text(lang, 'charity', 'page.byCause') }).check();
      await page.getByRole('button', { name: text(lang, 'charity', 'page.table') }).click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expect(
        table.getByRole('rowheader', { name: text(lang, 'charity', 'causes.health') }),
      ).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(7);
      await expect(page.getByRole('article').first().locator('img')).toHaveAttribute(
        'loading',
        'lazy',
      );
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /\.pdf$/);
      await expect(page.locator('main')).not.toContainText(/undefined|NaN/);
    });
  }
});
