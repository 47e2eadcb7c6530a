import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/lib/api/types';
import { isDrawnByNow, mergeTickets, visibleTickets } from './ticket-pages';

const now = DateTime.fromISO('2026-11-22T12:00:00+03:00', { setZone: true });
const ticket = (ticketId: number, lastDrawDateTime = '2026-11-20T20:00:00+03:00'): Ticket =>
  ({ ticketId, lastDrawDateTime }) as Ticket;
const ids = (tickets: Ticket[]) => tickets.map((t) => t.ticketId);

describe('mergeTickets', () => {
  it('joins pages in order and drops duplicates by ticketId, keeping the first', () => {
    const first = ticket(2, '2026-01-01T00:00:00+03:00');
    const merged = mergeTickets([
      [ticket(1), first],
      [ticket(2), ticket(3)],
    ]);
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged[1]).toBe(first);
  });

  it('de-duplicates inside one page too', () => {
    expect(ids(mergeTickets([[ticket(4), ticket(4)]]))).toEqual([4]);
  });
});

describe('isDrawnByNow', () => {
  it('is true for a past or current last draw and false for a future or unreadable one', () => {
    expect(isDrawnByNow(ticket(1), now)).toBe(true);
    expect(isDrawnByNow(ticket(1, '2026-11-22T12:00:00+03:00'), now)).toBe(true);
    expect(isDrawnByNow(ticket(1, '2026-11-29T20:00:00+03:00'), now)).toBe(false);
    expect(isDrawnByNow(ticket(1, 'not a date'), now)).toBe(false);
  });
});

describe('visibleTickets', () => {
  it('keeps only drawn tickets whose last draw has passed', () => {
    const pages = [[ticket(1), ticket(2, '2026-11-29T20:00:00+03:00')], [ticket(3)]];
    expect(ids(visibleTickets('drawn', pages, now))).toEqual([1, 3]);
  });

  it('shows a cancelled ticket in the drawn list even before its draw (decision 0280)', () => {
    const future = '2026-11-29T20:00:00+03:00';
    const voided = { ...ticket(8, future), ticketState: 'CANCELLED' } as Ticket;
    const open = { ...ticket(9, future), ticketState: 'OPEN' } as Ticket;
    expect(ids(visibleTickets('drawn', [[voided, open]], now))).toEqual([8]);
  });

  it('leaves out open tickets the drawn list already shows', () => {
    const pages = [[ticket(5), ticket(6)], [ticket(7)]];
    expect(ids(visibleTickets('open', pages, now, [ticket(6)]))).toEqual([5, 7]);
  });
});
