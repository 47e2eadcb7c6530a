import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DrawWinnings, Ticket, TicketFilter } from '@/lib/api/types';
import { formatDrawDate } from '@/lib/format';
import { queryClient } from '@/lib/query';
import { fakeApi } from '@/testing/fake-adapter';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { intersect, TWO_WEEKS, twoWeekTicket } from '@/testing/win-fixtures';
import { ticketsKeys } from '@/entities/tickets';
import TicketDetailsPage from './ticket-details-page';
import TicketsPage from './tickets-page';

const lists = (drawn: Ticket[], open: Ticket[]) =>
  vi.fn(async (filters: TicketFilter[]) => (filters[0]?.filterValue === 'OPEN' ? open : drawn));
/** The grids' "Save as favourite" asks whether favourites are offered (when it gets to it). */
const favourites = { getFavourites: vi.fn(async () => []) };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const winningsOf = (drawId: number): DrawWinnings => ({
  drawId,
  drawDate: '2026-11-26T20:00:00+03:00',
  winningNumbers: TWO_WEEKS.firstDrawn,
  ranks: [
    { rank: 1, matches: 6, winners: 0, prizePerWinner: 0, totalPrize: 0 },
    { rank: 3, matches: 4, winners: 7, prizePerWinner: 50_000, totalPrize: 350_000 },
  ],
  totalWinners: 7,
  totalPrizes: 350_000,
});
const expectedMatches = intersect(TWO_WEEKS.grids[0] ?? [], TWO_WEEKS.firstDrawn);

// A 2-week play-ahead ticket (draws 116 to 119) whose first draw matched 4.
describe('play-ahead tickets', { timeout: 30_000 }, () => {
  it('the upcoming list shows the next draw, the draws drawn and to come, and the drawn win', async () => {
    const ticket = twoWeekTicket(9);
    fakeApi({ ...favourites, getTickets: lists([], [ticket]) });
    await renderApp(<TicketsPage tab="upcoming" />, {
      route: '/upcoming_tickets',
      player: testProfile(),
    });
    await settle();
    const card = await screen.findByRole('link', { name: /Details of ticket/ });
    const next = ticket.draws?.[1]?.drawDateTime ?? '';
    expect(card).toHaveTextContent(`Next draw: ${formatDrawDate(next, 'en')}`);
    expect(card).not.toHaveTextContent(formatDrawDate(ticket.lastDrawDateTime, 'en'));
    expect(card).toHaveTextContent('1 draw drawn · 3 draws to come');
    expect(card).toHaveTextContent('Draw 116: won 50,000 IQD');
    // Not "Waiting for the draw": the backend said draw 116 won (issue 38).
    expect(within(card).getByText('Won · more draws to come')).toHaveAttribute(
      'data-state',
      'OPEN',
    );
    expect(card).not.toHaveTextContent('Waiting for the draw');
  });

  it('the details show every draw, ask the prizes of the drawn draw only, and no error', async () => {
    const getDrawWinnings = vi.fn(async (drawId: number) => winningsOf(drawId));
    fakeApi({ ...favourites, getTickets: lists([], [twoWeekTicket(9)]), getDrawWinnings });
    await renderApp(<TicketDetailsPage tab="upcoming" />, {
      route: '/upcoming_tickets_details?id=9',
      player: testProfile(),
    });
    await settle();
    const draws = await screen.findByRole('region', { name: 'Draws' });
    const lines = within(draws).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toHaveTextContent(/^Draw 116 · \w+day .*Won in this draw: 50,000 IQD$/);
    for (const [index, drawId] of [117, 118, 119].entries())
      expect(lines[index + 1]).toHaveTextContent(new RegExp(`^Draw ${drawId} · .*To come$`));
    const drawn = screen.getByRole('region', { name: /^Draw 116 · / });
    const grid = within(drawn).getByRole('list', { name: 'Grid 1' });
    expect(within(grid).getAllByText('matched')).toHaveLength(expectedMatches.length);
    expect(
      await within(drawn).findByText(
        `Matched numbers: ${expectedMatches.length} · Rank 3 · Winners with rank 3: 7 · Your prize: 50,000 IQD`,
      ),
    ).toBeInTheDocument();
    expect(within(drawn).getByText('Won in this draw: 50,000 IQD')).toBeInTheDocument();
    expect(getDrawWinnings.mock.calls).toEqual([[116]]);
    expect(screen.getByText('Won · more draws to come')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the draw')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Draw 119/ })).not.toBeInTheDocument();
  });

  it('without per-draw data, states no draw’s outcome and asks no draw’s prizes', async () => {
    const getDrawWinnings = vi.fn(async (drawId: number) => winningsOf(drawId));
    fakeApi({ ...favourites, getTickets: lists([], [twoWeekTicket(9, false)]), getDrawWinnings });
    await renderApp(<TicketDetailsPage tab="upcoming" />, {
      route: '/upcoming_tickets_details?id=9',
      player: testProfile(),
    });
    await settle();
    const draws = await screen.findByRole('region', { name: 'Draws' });
    expect(within(draws).getAllByText('Result not available')).toHaveLength(3);
    expect(within(draws).getByText('To come')).toBeInTheDocument();
    expect(screen.queryByText(/Won in this draw/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Winning numbers' })).not.toBeInTheDocument();
    expect(getDrawWinnings).not.toHaveBeenCalled();
  });

  it('the drawn tab says where a partly drawn ticket’s results are', async () => {
    queryClient.setQueryData(ticketsKeys.list('open'), {
      pages: [[twoWeekTicket(9)]],
      pageParams: [0],
    });
    fakeApi({
      ...favourites,
      getTickets: lists([], []),
      getAccountBalance: async () => testBalance(),
    });
    await renderApp(<TicketsPage tab="drawn" />, {
      route: '/drawn_tickets',
      player: testProfile(),
    });
    await settle();
    expect(
      await screen.findByText(
        '1 ticket still has draws to come; its results so far are under Upcoming.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See upcoming tickets' })).toHaveAttribute(
      'href',
      '/upcoming_tickets',
    );
  });
});
