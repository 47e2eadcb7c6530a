import type { Page } from '@playwright/test';
import type { Lang } from './language';
import { text } from './texts';

/** Accepts the terms in the cart and presses Buy now. */
export async function buyCart(page: Page, lang: Lang) {
  await page.getByRole('checkbox', { name: new RegExp(text(lang, 'cart', 'terms.link')) }).check();
  await page
    .getByRole('button', { name: new RegExp(text(lang, 'cart', 'purchase.buy').split(' ·')[0]!) })
    .click();
}
