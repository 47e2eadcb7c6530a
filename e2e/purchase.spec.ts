import type { Page } from '@playwright/test';
import {
  expect,
  FAKE_URL,
  loginAs,
  PASSWORD,
  PLAYERS,
  setLanguage,
  test,
  VIEWPORTS,
  type Lang,
  text,
} from './support';
import { buyCart } from './support/cart';

/** The balance the app bar shows (its accessible name carries the amount). */
async function barBalance(page: Page, lang: Lang): Promise<number> {
  const [before] = text(lang, 'common', 'appBar.balance').split('{{amount}}');
  const link = page.getByRole('link', { name: new RegExp(`^${before}[\\d,]+`) }).first();
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/([\d,]+)/.exec(name)?.[1]?.replace(/,/g, '') ?? NaN);
}

for (const [lang, viewport] of [
  ['ar', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop],
] as const) {
  test(`${lang}: the demo player buys two grids, the balance drops by the cost, the ticket is upcoming then drawn`, async ({
    page,
    control,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await setLanguage(page, lang);
    await page.clock.install();
    await loginAs(page, PLAYERS.verified, PASSWORD);
    await page.goto('/6of29');
    const before = await barBalance(page, lang);

    await page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') }).click();
    await page.getByRole('button', { name: text(lang, 'play', 'ticket.addGrid') }).click();
    const grid2 = page.getByRole('group', {
      name: text(lang, 'play', 'board.label', { number: 2, total: 6 }),
    });
    for (const n of [2, 4, 8, 16, 23, 28])
      await grid2.getByRole('button', { name: String(n), exact: true }).click();
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByTestId('ticket-cost')).toHaveText(
      text(lang, 'play', 'cost.total', { amount: '2,000' }),
    );
    await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-total')).toHaveText(
      text(lang, 'cart', 'totals.amount', { amount: '2,000' }),
    );
    await expect(page.getByTestId('cart-badge').first()).toBeAttached();
    await buyCart(page, lang);

    await expect(page).toHaveURL(/\/purchase_success$/);
    await expect(
      page.getByRole('heading', { name: text(lang, 'cart', 'success.title') }),
    ).toBeVisible();
    const receipt =
      (await page.getByTestId('receipt').innerText())
        .split(/:\s*/)
        .pop()
        ?.replace(/[\u2066-\u2069]/g, '') ?? '';
    expect(receipt).not.toBe('');
    await expect.poll(() => barBalance(page, lang)).toBe(before - 2000);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    await page.getByRole('link', { name: text(lang, 'cart', 'success.myTickets') }).click();
    await expect(page).toHaveURL(/\/upcoming_tickets$/);
    const upcoming = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') });
    // Newest first: the ticket just bought; its details carry the receipt of the purchase.
    const mine = upcoming.getByRole('link').first();
    await expect(mine).toBeVisible();
    const name = (await mine.getAttribute('aria-label')) ?? '';
    await mine.click();
    await expect(page.getByText(receipt, { exact: true })).toBeVisible();
    await expect(page.getByText(text(lang, 'tickets', 'status.OPEN'))).toBeVisible();

    // The fake draws the ticket's draw: its clock jumps to the draw time, so the browser's does too.
    await control.nextDraw();
    const clock = (await (await request.get(`${FAKE_URL}/__control/clock`)).json()) as {
      nowMs: number;
    };
    await page.clock.setSystemTime(clock.nowMs + 1000);
    // A quick-select grid may win: the win notice then opens once, and the player closes it.
    // (Several winning tickets share one notice, titled for all of them.)
    const notice = page.locator('[role="dialog"][data-kind="win"]');
    await page.addLocatorHandler(notice, async () => {
      await notice.getByRole('button', { name: text(lang, 'winnotice', 'close') }).click();
    });
    await page.goto('/drawn_tickets');
    const drawn = page.getByRole('list', { name: text(lang, 'tickets', 'tabs.drawn') });
    const drawnMine = drawn.getByRole('link', { name, exact: true });
    const outcome = new RegExp(
      `${text(lang, 'tickets', 'status.LOST')}|${text(lang, 'tickets', 'status.WON_FINALIZED')}`,
    );
    await expect(drawnMine.locator('[data-state]')).toHaveText(outcome);
    await drawnMine.click();
    await expect(
      page.getByRole('heading', { name: text(lang, 'tickets', 'details.winningNumbers') }),
    ).toBeVisible();
    await page.goto('/upcoming_tickets');
    await expect(page.getByRole('heading', { name: text(lang, 'tickets', 'title') })).toBeVisible();
    await expect(page.getByText(text(lang, 'tickets', 'loading'))).toHaveCount(0);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
}

test('en: partly sold out buys the rest and shows the refund', async ({ page, control }) => {
  await control.setScenario({ soldOut: 'partial' });
  await setLanguage(page, 'en');
  await loginAs(page, PLAYERS.verified, PASSWORD);
  await page.goto('/6of29_quickplay');
  await page.getByRole('button', { name: 'Quick play with 2 grids' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await buyCart(page, 'en');
  await expect(page).toHaveURL(/\/purchase_success$/);
  await expect(
    page.getByText('Some of your numbers were sold out.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/IQD was refunded to your balance\./)).toBeVisible();
});
