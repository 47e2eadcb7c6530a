import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DrawWinnings } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { ticket } from '@/testing/lottery-fixtures';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import TicketDetailsPage from './ticket-details-page';
import TicketsPage from './tickets-page';

const past = '2025-05-05T20:00:00+03:00';
const drawnTicket = (id: number, state: 'LOST' | 'WON_FINALIZED') =>
  ticket(id, {
    ticketState: state,
    lastDrawDateTime: past,
    winningNumbers: [1, 2, 3, 20, 21, 22],
    winAmountProportionate: state === 'WON_FINALIZED' ? 5000 : 0,
    tipResults: [
      {
        tipIndex: 0,
        matchedNumbers: [1, 2, 3],
        rank: state === 'WON_FINALIZED' ? 4 : null,
        prize: state === 'WON_FINALIZED' ? 5000 : 0,
      },
      { tipIndex: 1, matchedNumbers: [], rank: null, prize: 0 },
    ],
  });
const winnings: DrawWinnings = {
  drawId: 101,
  drawDate: past,
  winningNumbers: [1, 2, 3, 20, 21, 22],
  ranks: [{ rank: 4, matches: 3, winners: 12, prizePerWinner: 5000, totalPrize: 60_000 }],
  totalWinners: 12,
  totalPrizes: 60_000,
};

/** Answers after a macrotask, like a network: the update lands while the test waits, inside act. */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

/** Lets the list loads (valtio updates after a promise) finish inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

// The machine is shared and slow: component tests get room beyond the 5 s default.
describe('My Tickets', { timeout: 30_000 }, () => {
  it('lists upcoming tickets and loads more until an empty page', async () => {
    const getTickets = vi
      .fn()
      .mockImplementationOnce(() => later([ticket(1), ticket(2)]))
      .mockImplementationOnce(() => later([ticket(2), ticket(3)]))
      .mockImplementationOnce(() => later([]));
    fakeApi({ getTickets });
    const user = userEvent.setup();
    await renderApp(<TicketsPage tab="upcoming" />, {
      route: '/upcoming_tickets',
      player: testProfile(),
    });
    await settle();
    const list = await screen.findByRole('list', { name: 'Upcoming' });
    expect(await within(list).findAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(await within(list).findAllByRole('link')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(await screen.findByText('No more tickets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows LOST and WON_FINALIZED with text and icon, not colour alone', async () => {
    fakeApi({
      getTickets: vi
        .fn()
        .mockImplementationOnce(() =>
          later([drawnTicket(1, 'LOST'), drawnTicket(2, 'WON_FINALIZED')]),
        ),
      // A won ticket on the list refreshes the balance it credited.
      getAccountBalance: async () => testBalance(),
    });
    await renderApp(<TicketsPage tab="drawn" />, {
      route: '/drawn_tickets',
      player: testProfile(),
    });
    await settle();
    expect(await screen.findByText('Not won')).toBeInTheDocument();
    expect(screen.getByText('Won')).toBeInTheDocument();
    expect(screen.getByText('Won').closest('[data-state]')).toHaveTextContent('🏆');
  });

  it('the drawn list shows what a ticket won, not what it cost', async () => {
    const jackpot = { ...drawnTicket(2, 'WON_FINALIZED'), ticketCost: 2000 };
    jackpot.winAmountProportionate = 250_000_000;
    fakeApi({
      getTickets: vi
        .fn()
        .mockImplementationOnce(() =>
          later([{ ...drawnTicket(1, 'LOST'), ticketCost: 2000 }, jackpot]),
        ),
      // A won ticket on the list refreshes the balance it credited.
      getAccountBalance: async () => testBalance(),
    });
    await renderApp(<TicketsPage tab="drawn" />, {
      route: '/drawn_tickets',
      player: testProfile(),
    });
    await settle();
    const [lost, won] = await screen.findAllByRole('listitem');
    expect(won).toHaveTextContent('Won 250,000,000 IQD');
    expect(won).not.toHaveTextContent('2,000');
    expect(lost).not.toHaveTextContent('2,000');
  });

  it("shows where a large win's claim stands on its card (decision 0251)", async () => {
    const jackpot = { ...drawnTicket(2, 'WON_FINALIZED'), winAmountProportionate: 250_000_000 };
    fakeApi({
      getTickets: vi.fn().mockImplementationOnce(() => later([drawnTicket(1, 'LOST'), jackpot])),
      getAccountBalance: async () => testBalance(),
      getPrizeClaims: async () => ({
        threshold: 5_000_000,
        contactPhone: '+9647700000629',
        claims: [
          {
            claimId: 'CLM-2-115',
            ticketId: 2,
            drawId: jackpot.drawIds[0] ?? 115,
            amount: 250_000_000,
            state: 'WAITING_FOR_PLAYER' as const,
            created: '2026-11-23T20:01:00+03:00',
          },
        ],
      }),
    });
    await renderApp(<TicketsPage tab="drawn" />, {
      route: '/drawn_tickets',
      player: testProfile(),
    });
    await settle();
    const [lost, won] = await screen.findAllByRole('listitem');
    expect(await within(won!).findByTestId('claim-state')).toHaveTextContent(
      'Prize to be claimed: waiting for you',
    );
    expect(within(lost!).queryByTestId('claim-state')).not.toBeInTheDocument();
  });

  it('shows a drawn ticket in detail: facts, matched numbers, rank, winners and prizes', async () => {
    const getDrawWinnings = vi.fn(async () => winnings);
    fakeApi({
      getTickets: vi.fn().mockImplementation(() => later([drawnTicket(7, 'WON_FINALIZED')])),
      getDrawWinnings,
    });
    await renderApp(<TicketDetailsPage tab="drawn" />, {
      route: '/drawn_tickets_details?id=7',
      player: testProfile(),
    });
    await settle();
    expect(await screen.findByText('Receipt ID')).toBeInTheDocument();
    // The way back is the shell's (app bar arrow, desktop back header): no second one here.
    expect(screen.queryByRole('link', { name: /back/i })).not.toBeInTheDocument();
    expect(screen.getByText('R-7')).toBeInTheDocument();
    expect(screen.getByText('Monday 05 May 2025 · 20:00')).toBeInTheDocument();
    const grid1 = screen.getByRole('list', { name: 'Grid 1' });
    expect(within(grid1).getAllByText('matched')).toHaveLength(3);
    expect(
      await screen.findByText(/Rank 4 · Winners with rank 4: 12 · Your prize: 5,000 IQD/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total prizes: 60,000 IQD')).toBeInTheDocument();
    expect(getDrawWinnings).toHaveBeenCalledWith(101);
  });

  it('says when a ticket cannot be found', async () => {
    fakeApi({ getTickets: vi.fn().mockImplementation(() => later([])) });
    await renderApp(<TicketDetailsPage tab="upcoming" />, {
      route: '/upcoming_tickets_details?id=99',
      player: testProfile(),
    });
    await settle();
    expect(await screen.findByText('This ticket could not be found.')).toBeInTheDocument();
  });
});
