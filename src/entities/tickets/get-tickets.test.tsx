import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ticket } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { createQueryClient } from '@/lib/query';
import { TICKETS_PAGE_SIZE, useTicketList } from './get-tickets';
import { ticketsKeys } from './keys';
import type { TicketListKind } from './ticket-pages';

const past = '2026-11-20T20:00:00+03:00';
const future = '2999-01-01T20:00:00+03:00';

function renderList(kind: TicketListKind, client = createQueryClient({ test: true })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useTicketList(kind, true), { wrapper }), client };
}
const ids = (list: { tickets: { ticketId: number }[] }) => list.tickets.map((t) => t.ticketId);

describe('useTicketList', () => {
  it('loads drawn tickets with an empty filterValue and pages on from the server offset', async () => {
    const getTickets = vi
      .fn()
      .mockResolvedValueOnce([
        ticket(1, { lastDrawDateTime: past }),
        ticket(2, { lastDrawDateTime: future }),
      ])
      .mockResolvedValueOnce([ticket(3, { lastDrawDateTime: past })])
      .mockResolvedValueOnce([]);
    fakeApi({ getTickets });
    const { result } = renderList('drawn');
    // Ticket 2's last draw is in the future: not drawn yet.
    await waitFor(() => expect(ids(result.current)).toEqual([1]));
    expect(getTickets).toHaveBeenLastCalledWith(
      [
        {
          filterKey: 'ticketState',
          filterValue: '',
          filterValues: ['LOST', 'WON_FINALIZED', 'CANCELLED'],
        },
      ],
      { from: 0, quantity: TICKETS_PAGE_SIZE, orderBy: '-lastDrawDateTime' },
    );
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current)).toEqual([1, 3]));
    expect(getTickets).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ from: 2 }),
    );
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.noMore).toBe(true));
    act(() => result.current.loadMore());
    expect(getTickets).toHaveBeenCalledTimes(3);
  });

  it('loads open tickets with OPEN and leaves out those the drawn list shows', async () => {
    const getTickets = vi.fn(async () => [ticket(1), ticket(4), ticket(4)]);
    fakeApi({ getTickets });
    const client = createQueryClient({ test: true });
    client.setQueryData(ticketsKeys.list('drawn'), {
      pages: [[ticket(1, { lastDrawDateTime: past })]],
      pageParams: [0],
    });
    const { result } = renderList('open', client);
    await waitFor(() => expect(ids(result.current)).toEqual([4]));
    expect(getTickets).toHaveBeenLastCalledWith(
      [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
      expect.objectContaining({ from: 0, orderBy: '-created' }),
    );
  });

  it('marks a failed page without losing what was loaded, and retries it', async () => {
    const getTickets = vi
      .fn()
      .mockResolvedValueOnce([ticket(5)])
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([ticket(6)]);
    fakeApi({ getTickets });
    const { result } = renderList('open');
    await waitFor(() => expect(ids(result.current)).toEqual([5]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(ids(result.current)).toEqual([5]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current)).toEqual([5, 6]));
    expect(result.current.failed).toBe(false);
  });
});
