import type { Request } from '@playwright/test';
import {
  expect,
  type Lang,
  loginAs,
  PASSWORD,
  setLanguage,
  test,
  text,
  VIEWPORTS,
} from './support';
import { buyTicket, drawAndFollowClock, intersect, PHONE } from './support/win-tickets';

const matchedText = (lang: Lang, count: number, rank: number, amount: string) =>
  text(lang, 'winnotice', 'gridResult', {
    matched: text(lang, 'winnotice', 'matched', { count }),
    rank,
    amount,
  });

test.describe('win truth: wins', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`${lang}: a two-grid ticket whose first grid matched 5 is announced as grid 1, 5 numbers, rank 2`, async ({
      page,
      request,
      control,
    }) => {
      const grids = [
        [3, 8, 12, 17, 21, 29],
        [1, 2, 4, 5, 6, 7],
      ];
      const drawn = [3, 8, 12, 17, 21, 1];
      const expected = intersect(grids[0]!, drawn);
      expect(expected).toHaveLength(5);
      expect(intersect(grids[1]!, drawn)).toHaveLength(1);
      const [drawId] = await buyTicket(request, control, grids, 1);
      await drawAndFollowClock(page, request, control, drawn);
      await setLanguage(page, lang);
      await loginAs(page, PHONE, PASSWORD);
      await page.goto('/');

      const notice = page.getByRole('dialog', { name: text(lang, 'winnotice', 'title') });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAttribute('data-kind', 'win');
      await expect(notice).toContainText(
        text(lang, 'tickets', 'details.drawTitleNoDate', { draw: drawId! }),
      );
      const grid1 = notice.getByRole('list', {
        name: text(lang, 'winnotice', 'matchedLabel', { number: 1 }),
      });
      await expect(grid1.getByRole('listitem')).toHaveText(expected.map(String));
      await expect(notice).toContainText(matchedText(lang, 5, 2, '1,000,000'));
      await expect(notice).not.toContainText(text(lang, 'winnotice', 'matched', { count: 6 }));
      await expect(
        notice.getByRole('list', { name: text(lang, 'winnotice', 'matchedLabel', { number: 2 }) }),
      ).toHaveCount(0);
      await expect(notice).toContainText(
        text(lang, 'winnotice', 'summary.total', { count: 1, amount: '1,000,000' }),
      );
    });

    test(`${lang}: a two-week ticket whose first draw matched 4: notice, list and details agree, three draws to come`, async ({
      page,
      request,
      control,
    }) => {
      const grid = [3, 8, 12, 17, 24, 25];
      const drawn = [3, 8, 12, 17, 21, 29];
      const expected = intersect(grid, drawn);
      expect(expected).toHaveLength(4);
      const drawIds = await buyTicket(request, control, [grid], 4);
      await drawAndFollowClock(page, request, control, drawn);
      const winnings: string[] = [];
      page.on('request', (r: Request) => {
        if (r.url().includes('/draw/winnings')) winnings.push(new URL(r.url()).search);
      });
      await setLanguage(page, lang);
      await loginAs(page, PHONE, PASSWORD);
      await page.goto('/');

      // The notice: draw 116's grid with its own 4 numbers, rank 3, 50,000.
      const notice = page.getByRole('dialog', { name: text(lang, 'winnotice', 'title') });
      await expect(notice).toBeVisible();
      await expect(
        notice
          .getByRole('list', { name: text(lang, 'winnotice', 'matchedLabel', { number: 1 }) })
          .getByRole('listitem'),
      ).toHaveText(expected.map(String));
      await expect(notice).toContainText(matchedText(lang, 4, 3, '50,000'));
      await expect(notice).toContainText(
        text(lang, 'winnotice', 'summary.total', { count: 1, amount: '50,000' }),
      );
      await notice.getByRole('button', { name: text(lang, 'winnotice', 'seeTicket') }).click();

      // The details: every draw, the first won, three to come; prizes asked for the first only.
      await expect(page).toHaveURL(/\/upcoming_tickets_details\?id=\d+$/);
      // Won in its first draw, more to come: not "waiting for the draw" (issue 38).
      await expect(page.getByText(text(lang, 'tickets', 'status.OPEN_WON'))).toBeVisible();
      await expect(page.getByText(text(lang, 'tickets', 'status.OPEN'))).toHaveCount(0);
      // One way back on a desktop: the shell's back header, no second link on the page.
      const back = new RegExp(text(lang, 'common', 'appBar.back') + '|Back to|العودة');
      await expect(page.getByRole('button', { name: back })).toHaveCount(1);
      await expect(page.getByRole('link', { name: back })).toHaveCount(0);
      const draws = page.getByRole('region', { name: text(lang, 'tickets', 'details.draws') });
      await expect(draws.getByRole('listitem')).toHaveCount(4);
      await expect(draws.getByRole('listitem').first()).toContainText(
        text(lang, 'tickets', 'details.drawWon', { amount: '50,000' }),
      );
      for (const index of [1, 2, 3])
        await expect(draws.getByRole('listitem').nth(index)).toContainText(
          text(lang, 'tickets', 'details.drawStatus.toCome'),
        );
      const first = page.getByRole('region', {
        name: new RegExp(
          `^${text(lang, 'tickets', 'details.drawTitleNoDate', { draw: drawIds[0]! })} · `,
        ),
      });
      await expect(
        first.getByRole('list', { name: text(lang, 'tickets', 'details.grid', { number: 1 }) }),
      ).toContainText(text(lang, 'tickets', 'details.matched'));
      await expect(
        first.getByText(text(lang, 'tickets', 'details.matched'), { exact: true }),
      ).toHaveCount(expected.length);
      await expect(first).toContainText(text(lang, 'tickets', 'details.rank', { rank: 3 }));
      await expect(first.getByRole('table')).toBeVisible();
      expect(winnings).toEqual([`?drawId=${drawIds[0]}`]);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByText(text(lang, 'tickets', 'details.winningsError'))).toHaveCount(0);

      // The list: the next draw, one drawn and three to come, and the drawn draw's win.
      await page.goto('/upcoming_tickets');
      const card = page
        .getByRole('list', { name: text(lang, 'tickets', 'tabs.upcoming') })
        .getByRole('link');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(text(lang, 'tickets', 'item.nextDraw', { date: '' }));
      await expect(card).toContainText(
        `${text(lang, 'tickets', 'item.drawnCount', { count: 1 })} · ${text(lang, 'tickets', 'item.toComeCount', { count: 3 })}`,
      );
      await expect(card).toContainText(
        text(lang, 'tickets', 'item.drawWon', { draw: drawIds[0]!, amount: '50,000' }),
      );
      await expect(card).toContainText(text(lang, 'tickets', 'status.OPEN_WON'));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  }

  test('ku at 390 px: a six-number win shows its six balls on one line', async ({
    page,
    request,
    control,
  }) => {
    const grid = [4, 8, 15, 16, 23, 27];
    await buyTicket(request, control, [grid], 1);
    await drawAndFollowClock(page, request, control, grid);
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, 'ku');
    await loginAs(page, PHONE, PASSWORD);
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: text('ku', 'winnotice', 'title') });
    const balls = notice
      .getByRole('list', { name: text('ku', 'winnotice', 'matchedLabel', { number: 1 }) })
      .getByRole('listitem');
    await expect(balls).toHaveText(grid.map(String));
    // One line: every ball at the same height (issue 38: the sixth wrapped in Kurdish).
    const tops = await balls.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
  });
});
