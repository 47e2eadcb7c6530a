import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Ticket, TicketFilter } from '@/lib/api/types';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { fakeApi } from '@/testing/fake-adapter';
import { testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import {
  fiveMatchTicket,
  intersect,
  TWO_GRIDS,
  TWO_WEEKS,
  twoWeekTicket,
} from '@/testing/win-fixtures';
import WinNotice from './win-notice';

/** The drawn list answers `drawn`, the open list `open`. */
const lists = (drawn: Ticket[], open: Ticket[]) =>
  vi.fn(async (filters: TicketFilter[]) => (filters[0]?.filterValue === 'OPEN' ? open : drawn));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const title = 'Congratulations, your ticket won!';

describe('WinNotice', { timeout: 30_000 }, () => {
  it('shows each winning grid with its own matched numbers and rank, not the grids merged', async () => {
    fakeApi({ getTickets: lists([fiveMatchTicket(7)], []) });
    await renderApp(<WinNotice />, { player: testProfile() });
    await settle();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-kind', 'win');
    expect(dialog).toHaveAccessibleDescription(/^Win\. Draw 115, /);
    expect(dialog).toHaveTextContent(/Ticket .*T-7.*: 1,000,000 IQD/);
    const expected = intersect(TWO_GRIDS.grids[0] ?? [], TWO_GRIDS.drawn);
    expect(expected).toHaveLength(5);
    const grid1 = within(dialog).getByRole('list', { name: 'Grid 1: matched numbers' });
    expect(
      within(grid1)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected.map(String));
    expect(dialog).toHaveTextContent('5 matched numbers · Rank 2 · 1,000,000 IQD');
    // Grid 2 matched one number and won nothing: it is not announced.
    expect(within(dialog).queryByText('Grid 2')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/6 matched/);
    expect(dialog).toHaveTextContent('Your prize in this draw: 1,000,000 IQD');
  });

  it('counts with Arabic plural forms', async () => {
    fakeApi({ getTickets: lists([fiveMatchTicket(7)], []) });
    await renderApp(<WinNotice />, { player: testProfile(), lang: 'ar' });
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'مبروك، تذكرتك فازت!' });
    expect(dialog).toHaveTextContent('5 أرقام مطابقة · المرتبة 2 · 1,000,000 دينار');
  });

  it('announces a play-ahead ticket’s win in its first draw while later draws are to come, once', async () => {
    fakeApi({ getTickets: lists([], [twoWeekTicket(9)]) });
    const { location } = await renderApp(<WinNotice />, { player: testProfile() });
    await settle();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(/Draw 116, /);
    const expected = intersect(TWO_WEEKS.grids[0] ?? [], TWO_WEEKS.firstDrawn);
    const grid1 = within(dialog).getByRole('list', { name: 'Grid 1: matched numbers' });
    expect(within(grid1).getAllByRole('listitem')).toHaveLength(expected.length);
    expect(dialog).toHaveTextContent(`${expected.length} matched numbers · Rank 3 · 50,000 IQD`);
    expect(storage.getJson(STORAGE_KEYS.winNoticesSeen)).toEqual(['9:116']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'See the ticket' }));
    expect(location()).toBe('/upcoming_tickets_details?id=9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not announce a win this browser has seen for that ticket and draw', async () => {
    storage.setJson(STORAGE_KEYS.winNoticesSeen, ['9:116', 7]);
    fakeApi({ getTickets: lists([fiveMatchTicket(7)], [twoWeekTicket(9)]) });
    await renderApp(<WinNotice />, { player: testProfile() });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces only the total of a won play-ahead ticket without per-draw results', async () => {
    const settled: Ticket = {
      ...twoWeekTicket(11, false),
      ticketState: 'WON_FINALIZED',
      lastDrawDateTime: fiveMatchTicket(1).lastDrawDateTime,
    };
    fakeApi({ getTickets: lists([settled], []) });
    await renderApp(<WinNotice />, { player: testProfile() });
    await settle();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(/4 draws, the last on/);
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Total prize of the ticket: 50,000 IQD');
  });
});
