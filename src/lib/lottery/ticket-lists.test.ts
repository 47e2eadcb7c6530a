import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-adapter';
import { ticket } from '@/testing/lottery-fixtures';
import { loadTickets, resetTicketLists, ticketLists, TICKETS_PAGE_SIZE } from './ticket-lists';

const now = () => DateTime.fromISO('2026-11-22T12:00:00+03:00', { setZone: true });
const past = '2026-11-20T20:00:00+03:00';
const ids = (kind: 'open' | 'drawn') => ticketLists[kind].tickets.map((t) => t.ticketId);

describe('ticket lists', () => {
  it('loads drawn tickets with an empty filterValue and pages on from the server offset', async () => {
    const getTickets = vi
      .fn()
      .mockResolvedValueOnce([ticket(1, { lastDrawDateTime: past }), ticket(2)])
      .mockResolvedValueOnce([ticket(3, { lastDrawDateTime: past })])
      .mockResolvedValueOnce([]);
    fakeApi({ getTickets });
    await loadTickets('drawn', 'replace', now);
    // Ticket 2's last draw is in the future: not drawn yet.
    expect(ids('drawn')).toEqual([1]);
    expect(getTickets).toHaveBeenLastCalledWith(
      [{ filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] }],
      { from: 0, quantity: TICKETS_PAGE_SIZE, orderBy: '-lastDrawDateTime' },
    );
    await loadTickets('drawn', 'append', now);
    expect(getTickets).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ from: 2 }),
    );
    expect(ids('drawn')).toEqual([1, 3]);
    await loadTickets('drawn', 'append', now);
    expect(ticketLists.drawn.noMore).toBe(true);
    await loadTickets('drawn', 'append', now);
    expect(getTickets).toHaveBeenCalledTimes(3);
  });

  it('loads open tickets with OPEN and leaves out those already drawn', async () => {
    const getTickets = vi
      .fn()
      .mockResolvedValueOnce([ticket(1, { lastDrawDateTime: past })])
      .mockResolvedValueOnce([ticket(1), ticket(4), ticket(4)]);
    fakeApi({ getTickets });
    await loadTickets('drawn', 'replace', now);
    await loadTickets('open', 'replace', now);
    expect(getTickets).toHaveBeenLastCalledWith(
      [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }],
      expect.objectContaining({ from: 0 }),
    );
    expect(ids('open')).toEqual([4]);
  });

  it('a reset clears both lists and an older answer cannot come back', async () => {
    let answer: (value: ReturnType<typeof ticket>[]) => void = () => undefined;
    fakeApi({
      getTickets: vi.fn(
        () => new Promise<ReturnType<typeof ticket>[]>((resolve) => (answer = resolve)),
      ),
    });
    const pending = loadTickets('open', 'replace', now);
    resetTicketLists();
    answer([ticket(9)]);
    await pending;
    expect(ids('open')).toEqual([]);
  });

  it('marks a failed load without losing what was loaded', async () => {
    fakeApi({
      getTickets: vi
        .fn()
        .mockResolvedValueOnce([ticket(5)])
        .mockRejectedValueOnce(new Error('offline')),
    });
    await loadTickets('open', 'replace', now);
    await loadTickets('open', 'append', now);
    expect(ticketLists.open.failed).toBe(true);
    expect(ids('open')).toEqual([5]);
  });
});
