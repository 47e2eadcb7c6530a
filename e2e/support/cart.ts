import type { Page } from '@playwright/test';
import type { Lang } from './language';
import { text } from './texts';

/**
 * Presses Buy now. The fake offers the terms extension and its seeded players accepted the
 * latest terms, so the cart asks for no checkbox (decision 0179).
 */
export async function buyCart(page: Page, lang: Lang) {
  await page
    .getByRole('button', { name: new RegExp(text(lang, 'cart', 'purchase.buy').split(' ·')[0]!) })
    .click();
}
