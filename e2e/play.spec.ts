import type { Page } from '@playwright/test';
import {
  expect,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  VIEWPORTS,
  type Lang,
  text,
} from './support';

const board = (page: Page, lang: Lang, grid: number) =>
  page.getByRole('group', { name: text(lang, 'play', 'board.label', { number: grid, total: 6 }) });

async function pick(page: Page, lang: Lang, grid: number, numbers: number[]) {
  for (const n of numbers) {
    await board(page, lang, grid)
      .getByRole('button', { name: String(n), exact: true })
      .click();
  }
}

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: a visitor picks 6 numbers, is asked to log in, and finds the picks after login`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await page.goto('/6of29');
    await pick(page, lang, 1, [3, 7, 11, 19, 24, 29]);
    const eleven = board(page, lang, 1).getByRole('button', { name: '11', exact: true });
    await expect(eleven).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(text(lang, 'play', 'board.count', { picked: 6, total: 6 })),
    ).toBeVisible();
    await expect(
      board(page, lang, 1).getByRole('button', { name: '12', exact: true }),
    ).toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text(lang, 'play', 'login.message'));
    await dialog.getByRole('button', { name: text(lang, 'play', 'login.ok') }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)6of29$/);

    await page.getByLabel(text(lang, 'auth', 'fields.phone')).fill(PLAYERS.verified);
    await page.getByLabel(text(lang, 'auth', 'fields.password'), { exact: true }).fill(PASSWORD);
    await page
      .getByRole('button', { name: text(lang, 'auth', 'login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/6of29$/);
    await expect(eleven).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(text(lang, 'play', 'board.count', { picked: 6, total: 6 })),
    ).toBeVisible();
  });
}

test('en: quick select, lucky numbers, clear and the running cost', async ({ page }) => {
  await setLanguage(page, 'en');
  await page.goto('/6of29');
  const cost = page.getByTestId('ticket-cost');
  await expect(page.getByText('Price per grid per draw: 1,000 IQD')).toBeVisible();
  await page.getByRole('button', { name: 'Quick select' }).click();
  await expect(cost).toHaveText('Total: 1,000 IQD');
  await page.getByRole('button', { name: 'Add grid' }).click();
  await page.getByRole('button', { name: 'Lucky numbers' }).click();
  await expect(cost).toHaveText('Total: 2,000 IQD');
  await page.getByRole('checkbox').nth(1).check();
  await expect(cost).toHaveText('Total: 4,000 IQD');
  await page.getByRole('button', { name: 'Clear grid' }).click();
  await expect(cost).toHaveText('Total: 2,000 IQD');
  await page.getByRole('checkbox').nth(0).uncheck();
  await page.getByRole('checkbox').nth(1).uncheck();
  await page.getByRole('button', { name: 'Remove grid 2' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Draw should not be empty.')).toBeVisible();
});
