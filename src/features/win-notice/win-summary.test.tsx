import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Ticket, TicketFilter } from '@/lib/api/types';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { daysFromNow, fiveMatchTicket, TWO_GRIDS } from '@/testing/win-fixtures';
import WinNotice from './win-notice';

/** The drawn list answers `drawn`, the open list `open`. */
const lists = (drawn: Ticket[], open: Ticket[]) =>
  vi.fn(async (filters: TicketFilter[]) => (filters[0]?.filterValue === 'OPEN' ? open : drawn));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('WinNotice: one summary per draw', { timeout: 30_000 }, () => {
  describe('issue 38', () => {
    const drawn = TWO_GRIDS.drawn;
    /** A ticket of draw 115 whose one grid matches four numbers: 50,000 IQD. */
    const fourMatch = (id: number) =>
      fiveMatchTicket(id, {
        tips: [[3, 8, 12, 17, 24, 25]],
        tipResults: [{ tipIndex: 0, matchedNumbers: [3, 8, 12, 17], rank: 3, prize: 50_000 }],
        winAmountProportionate: 50_000,
      });
    /** A jackpot of 1,100,000,000 IQD in draw 114, four days ago. */
    const jackpot = (id: number) =>
      fiveMatchTicket(id, {
        tips: [drawn],
        drawIds: [114],
        firstDrawDateTime: daysFromNow(-4),
        lastDrawDateTime: daysFromNow(-4),
        tipResults: [{ tipIndex: 0, matchedNumbers: drawn, rank: 1, prize: 1_100_000_000 }],
        winAmountProportionate: 1_100_000_000,
      });
    const smallWin = (id: number) =>
      fiveMatchTicket(id, {
        tips: [[3, 8, 12, 24, 25, 26]],
        tipResults: [{ tipIndex: 0, matchedNumbers: [3, 8, 12], rank: 4, prize: 2_000 }],
        winAmountProportionate: 2_000,
      });

    it("totals the draw over all of the player's tickets, the biggest ticket first, in one dialog", async () => {
      fakeApi({ getTickets: lists([fourMatch(8), fiveMatchTicket(7)], []) });
      await renderApp(<WinNotice />, { player: testProfile() });
      await settle();
      const dialogs = await screen.findAllByRole('dialog');
      expect(dialogs).toHaveLength(1);
      const dialog = dialogs[0]!;
      expect(dialog).toHaveAccessibleName('Congratulations, you won!');
      expect(dialog).toHaveTextContent(
        'Your total in this draw over 2 tickets: 1,050,000 IQD, credited to your balance.',
      );
      const tickets = within(dialog).getAllByRole('heading', { level: 4 });
      expect(tickets.map((h) => h.textContent)).toEqual([
        expect.stringMatching(/T-7.*: 1,000,000 IQD$/),
        expect.stringMatching(/T-8.*: 50,000 IQD$/),
      ]);
      expect(
        within(dialog).getByRole('list', { name: /Winning grids of ticket .*T-8/ }),
      ).toBeVisible();
      expect(storage.getJson(STORAGE_KEYS.winNoticesSeen)).toEqual(
        expect.arrayContaining(['7:115', '8:115']),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('puts several draws in one place, the jackpot first, never behind a small win', async () => {
      fakeApi({ getTickets: lists([smallWin(5), jackpot(6)], []) });
      const { location } = await renderApp(<WinNotice />, { player: testProfile(), lang: 'ar' });
      await settle();
      const dialogs = await screen.findAllByRole('dialog');
      expect(dialogs).toHaveLength(1);
      const dialog = dialogs[0]!;
      expect(dialog).toHaveAccessibleDescription(/أرباحك في سحبين/);
      const sections = within(dialog).getAllByTestId('win-draw');
      expect(sections).toHaveLength(2);
      expect(sections[0]).toHaveTextContent('السحب 114');
      expect(sections[0]).toHaveTextContent('1,100,000,000 دينار');
      expect(sections[1]).toHaveTextContent('السحب 115');
      expect(sections[1]).toHaveTextContent('2,000 دينار');
      await userEvent.click(within(dialog).getByRole('button', { name: 'عرض تذاكري' }));
      expect(location()).toBe('/drawn_tickets');
    });

    it('says a jackpot is claimed, not credited, and how to claim it (decision 0251)', async () => {
      const won = jackpot(6);
      fakeApi({
        getTickets: lists([won, smallWin(5)], []),
        getPrizeClaims: async () => ({
          threshold: 5_000_000,
          contactPhone: '+9647700000629',
          claims: [
            {
              claimId: 'CLM-6-114',
              ticketId: 6,
              drawId: 114,
              amount: 1_100_000_000,
              state: 'WAITING_FOR_PLAYER' as const,
              created: daysFromNow(-4),
            },
          ],
        }),
      });
      await renderApp(<WinNotice />, { player: testProfile() });
      await settle();
      const [jackpotDraw, smallDraw] = await screen.findAllByTestId('win-draw');
      expect(jackpotDraw).toHaveTextContent('Your prize in this draw: 1,100,000,000 IQD.');
      expect(jackpotDraw).not.toHaveTextContent('IQD, credited to your balance.');
      const claim = within(jackpotDraw!).getByTestId('prize-claim');
      expect(claim).toHaveTextContent(
        'To be claimed: 1,100,000,000 IQD is not credited to your balance.',
      );
      expect(claim).toHaveTextContent('+9647700000629');
      expect(claim).toHaveTextContent('You choose whether your win is made public.');
      expect(claim).toHaveTextContent('Claim: waiting for you');
      // The small win of another draw is credited, and says so.
      expect(smallDraw).toHaveTextContent(
        'Your prize in this draw: 2,000 IQD, credited to your balance.',
      );
    });
  });
});
