import type { Page } from '@playwright/test';
import { buyNextDraw, drawnTickets, LOTTERY_URL } from './support/player-api';
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
} from './support';

const gridList = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'play', 'ticket.title') });

for (const lang of ['ar', 'en'] as const) {
  test.describe(`player tools (${lang})`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lang));

    test('saves a favourite from a ticket and plays it from the play page', async ({
      page,
      request,
    }) => {
      const [ticket] = await drawnTickets(request, PLAYERS.verified);
      const grid = ticket!.tips[0]!;
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await page.goto(`/drawn_tickets_details?id=${ticket!.ticketId}`);
      await page
        .getByRole('button', { name: text(lang, 'favourites', 'save.button') })
        .first()
        .click();
      await page.getByLabel(text(lang, 'favourites', 'save.name')).fill('Family');
      await page.getByRole('button', { name: text(lang, 'favourites', 'save.confirm') }).click();
      await expect(page.getByText(text(lang, 'favourites', 'save.saved'))).toBeVisible();

      await page.goto('/6of29');
      await page
        .getByRole('button', { name: text(lang, 'favourites', 'play.all', { count: 1 }) })
        .click();
      const row = gridList(page, lang).getByRole('list', {
        name: text(lang, 'play', 'grid.numbers', { number: 1 }),
      });
      for (const n of grid) await expect(row.getByText(String(n), { exact: true })).toBeVisible();
    });

    test('checks numbers the control API then draws: rank and prize', async ({ page, control }) => {
      await control.nextDraw([3, 8, 12, 17, 21, 1]);
      await page.goto('/check_numbers');
      await page.getByLabel(text(lang, 'checker', 'source.numbers')).fill('3 8 12 17 21 29');
      await page.getByRole('button', { name: text(lang, 'checker', 'check'), exact: true }).click();
      const row = page
        .getByRole('row')
        .filter({ hasText: text(lang, 'checker', 'table.rankValue', { rank: 2 }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(
        text(lang, 'checker', 'table.amount', { amount: '1,000,000' }),
      );
      // Other draws of the range may match 3 or more too: the total is at least this prize.
      const summary = (await page.getByTestId('check-summary').textContent()) ?? '';
      const total = Number(
        /([\d,]+) /.exec(summary.split(':').pop() ?? '')?.[1]?.replace(/,/g, ''),
      );
      expect(total).toBeGreaterThanOrEqual(1_000_000);
    });

    test('reads a number’s frequency from the statistics table', async ({ page, request }) => {
      const today = new Date();
      const from = new Date(today.getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
      const answer = await request.get(`${LOTTERY_URL}/draw/statistic/results`, {
        params: { dateFrom: from, dateTo: to, gameTypeNames: '6of29' },
      });
      const latest = ((await answer.json()) as { winningNumbers: number[] }[]).slice(0, 10);
      const expected = latest.filter((r) => r.winningNumbers.includes(7)).length;
      await page.goto('/more/results/statistics');
      await page.getByRole('button', { name: text(lang, 'history', 'showTable') }).click();
      const table = page.getByRole('table', {
        name: text(lang, 'history', 'tableCaption', { count: 10 }),
      });
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '7', exact: true }) });
      await expect(row.getByRole('cell').first()).toHaveText(String(expected));
      await expect(page.getByText(text(lang, 'history', 'disclaimer'))).toBeVisible();
    });

    test('plays 4 weeks ahead: 8 draws and their cost in the cart', async ({ page }) => {
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await page.goto('/6of29');
      await page.getByRole('button', { name: text(lang, 'play', 'grid.quickSelect') }).click();
      await page
        .getByRole('button', { name: text(lang, 'playahead', 'weeks', { count: 4 }) })
        .click();
      await expect(page.getByTestId('play-ahead-summary')).toHaveText(
        text(lang, 'playahead', 'summary', {
          draws: text(lang, 'playahead', 'drawCount', { count: 8 }),
          grids: text(lang, 'playahead', 'gridCount', { count: 1 }),
          amount: '8,000',
        }),
      );
      await page.getByRole('button', { name: text(lang, 'play', 'actions.addToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      // Polled: until the cart's route has loaded, the cleared play page may still say "Draws: 0".
      const draws = page.getByText(`${text(lang, 'cart', 'ticket.draws')}:`);
      await expect
        .poll(async () => ((await draws.textContent()) ?? '').split(' · ').length)
        .toBe(8);
      await expect(
        page.getByText(text(lang, 'cart', 'ticket.price', { amount: '8,000' })).first(),
      ).toBeVisible();
    });

    test('opens a receipt and prints it on one page', async ({ page, request }) => {
      const [ticket] = await drawnTickets(request, PLAYERS.verified);
      await loginAs(page, PLAYERS.verified, PASSWORD);
      await page.goto(`/drawn_tickets_details?id=${ticket!.ticketId}`);
      await page.getByRole('link', { name: text(lang, 'tickets', 'details.openReceipt') }).click();
      await expect(page.getByText(ticket!.receiptNumber, { exact: true })).toBeVisible();
      await expect(page.getByText('+964 770 •••• 567')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    });

    test('shows the win notice once after a draw the player’s ticket won', async ({
      page,
      request,
      control,
    }) => {
      const phone = '07705551313';
      await control.createPlayer({
        phone,
        password: PASSWORD,
        state: 'verified',
        balance: 10_000,
        withdrawable: 10_000,
        termsAccepted: true,
      });
      const grid = [2, 6, 11, 18, 24, 27];
      await buyNextDraw(request, phone, grid);
      await control.nextDraw(grid);
      await loginAs(page, phone, PASSWORD);
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: text(lang, 'winnotice', 'title') });
      await expect(notice).toBeVisible();
      // The one grid matched all six: its own numbers, rank 1, never merged with other grids.
      await expect(
        notice.getByRole('list', { name: text(lang, 'winnotice', 'matchedLabel', { number: 1 }) }),
      ).toHaveText(grid.join(''));
      await expect(notice).toContainText(text(lang, 'winnotice', 'matched', { count: 6 }));
      // The jackpot is claimed, not credited (decision 0251): the notice says so and how.
      await expect(notice.getByTestId('prize-claim')).toContainText(
        text(lang, 'winnotice', 'claim.state.WAITING_FOR_PLAYER'),
      );
      await notice.getByRole('button', { name: text(lang, 'winnotice', 'close') }).click();
      await expect(notice).toBeHidden();
      const requests = trackRequests(page);
      await page.reload();
      // Once the calls the notice would follow (the drawn tickets) are answered, it stays hidden.
      await requests.settled();
      await expect(notice).toBeHidden();
    });
  });
}
