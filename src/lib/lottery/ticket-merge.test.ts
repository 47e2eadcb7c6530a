import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/lib/api/types';
import {
  applyDrawnPage,
  applyOpenPage,
  emptyTicketList,
  isDrawnByNow,
  mergeTickets,
} from './ticket-merge';

const now = DateTime.fromISO('2026-11-22T12:00:00+03:00', { setZone: true });
const ticket = (ticketId: number, lastDrawDateTime = '2026-11-20T20:00:00+03:00'): Ticket =>
  ({ ticketId, lastDrawDateTime }) as Ticket;
const ids = (tickets: Ticket[]) => tickets.map((t) => t.ticketId);

describe('mergeTickets', () => {
  it('replaces the list with the page', () => {
    expect(ids(mergeTickets([ticket(1)], [ticket(2)], 'replace'))).toEqual([2]);
  });

  it('appends and drops duplicates by ticketId, keeping the first', () => {
    const first = ticket(2, '2026-01-01T00:00:00+03:00');
    const merged = mergeTickets([ticket(1), first], [ticket(2), ticket(3)], 'append');
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged[1]).toBe(first);
  });

  it('de-duplicates inside one page too', () => {
    expect(ids(mergeTickets([], [ticket(4), ticket(4)], 'replace'))).toEqual([4]);
  });
});

describe('drawn pages', () => {
  it('keeps only tickets whose last draw is not in the future', () => {
    expect(isDrawnByNow(ticket(1, '2026-11-22T12:00:00+03:00'), now)).toBe(true);
    expect(isDrawnByNow(ticket(1, '2026-11-22T12:00:01+03:00'), now)).toBe(false);
    const state = applyDrawnPage(
      emptyTicketList(),
      [ticket(1), ticket(2, '2026-11-29T20:00:00+03:00')],
      'replace',
      now,
    );
    expect(ids(state.tickets)).toEqual([1]);
    expect(state.noMore).toBe(false);
  });

  it('sets "no more drawn" on an empty page and keeps what was loaded', () => {
    const loaded = applyDrawnPage(emptyTicketList(), [ticket(1)], 'replace', now);
    const after = applyDrawnPage(loaded, [], 'append', now);
    expect(after.noMore).toBe(true);
    expect(ids(after.tickets)).toEqual([1]);
  });

  it('a replace starts over, clearing the flag', () => {
    const done = { tickets: [ticket(1)], noMore: true };
    expect(applyDrawnPage(done, [ticket(5)], 'replace', now)).toEqual({
      tickets: [ticket(5)],
      noMore: false,
    });
  });
});

describe('open pages', () => {
  it('leave out tickets already in the drawn list', () => {
    const state = applyOpenPage(emptyTicketList(), [ticket(1), ticket(2)], 'replace', [ticket(2)]);
    expect(ids(state.tickets)).toEqual([1]);
  });

  it('append with de-duplication, and an empty page sets "no more open"', () => {
    const first = applyOpenPage(emptyTicketList(), [ticket(1), ticket(2)], 'replace', []);
    const second = applyOpenPage(first, [ticket(2), ticket(3)], 'append', []);
    expect(ids(second.tickets)).toEqual([1, 2, 3]);
    expect(applyOpenPage(second, [], 'append', []).noMore).toBe(true);
  });
});
