import { expect, loginAs, PASSWORD, PLAYERS, setLanguage, test, text, VIEWPORTS } from './support';
import { buyCart } from './support/cart';

/**
 * A player with newer terms to accept once could never buy. The cart asks for the latest
 * terms, the player reads and accepts them (PUT /users/terms, decision 0179), then buys.
 */
test.describe('win truth: terms', () => {
  for (const [lang, viewport] of [
    ['ar', VIEWPORTS.mobile],
    ['en', VIEWPORTS.desktop],
  ] as const) {
    test(`${lang}: the player accepts the latest terms in the cart, then the purchase goes through`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await setLanguage(page, lang);
      await loginAs(page, PLAYERS.termsNotAccepted, PASSWORD);
      await page.goto('/6of29_quickplay');
      await page
        .getByRole('button', { name: text(lang, 'play', 'quick.optionLabel', { count: 1 }) })
        .click();
      await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);

      // The cart asks for the latest terms instead of a checkbox the backend would refuse.
      const [needed] = text(lang, 'cart', 'terms.needed').split('{{date}}');
      await expect(page.getByText(needed!, { exact: false })).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      const read = page.getByRole('button', { name: text(lang, 'cart', 'terms.read') });
      await read.click();

      const dialog = page.getByRole('dialog', { name: text(lang, 'cart', 'terms.dialog.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      const reading = dialog.getByRole('region', {
        name: text(lang, 'cart', 'terms.dialog.textLabel'),
      });
      await expect(reading).not.toBeEmpty();
      const acceptance = page.waitForResponse(
        (r) => r.url().endsWith('/users/terms') && r.request().method() === 'PUT',
      );
      await dialog.getByRole('button', { name: text(lang, 'cart', 'terms.dialog.accept') }).click();
      expect((await acceptance).status()).toBe(200);
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(text(lang, 'cart', 'terms.acceptedNow'))).toBeVisible();
      // The cart is kept: the same ticket is still there to buy.
      await expect(
        page.getByRole('heading', { name: text(lang, 'cart', 'ticket.title', { number: 1 }) }),
      ).toBeVisible();

      await buyCart(page, lang);
      await expect(page).toHaveURL(/\/purchase_success$/);
      await expect(
        page.getByRole('heading', { name: text(lang, 'cart', 'success.title') }),
      ).toBeVisible();
      await page.getByRole('link', { name: text(lang, 'cart', 'success.myTickets') }).click();
      await expect(page).toHaveURL(/\/upcoming_tickets$/);
      const upcoming = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') });
      await expect(upcoming.getByRole('link')).toHaveCount(1);
    });
  }
});
