import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/lib/api/types';
import { unseenWins } from './win-notices';

const ticket = (ticketId: number, state: Ticket['ticketState'], drawn: string, prize = 2000) =>
  ({
    ticketId,
    ticketState: state,
    lastDrawDateTime: drawn,
    winAmountProportionate: state === 'WON_FINALIZED' ? prize : 0,
  }) as Ticket;
const now = new Date('2026-11-27T09:00:00Z');

describe('unseenWins', () => {
  it('announces recent wins not seen yet, oldest draw first', () => {
    const tickets = [
      ticket(3, 'WON_FINALIZED', '2026-11-26T20:00:00+03:00'),
      ticket(2, 'WON_FINALIZED', '2026-11-23T20:00:00+03:00'),
      ticket(1, 'LOST', '2026-11-26T20:00:00+03:00'),
      ticket(4, 'WON_FINALIZED', '2026-11-01T20:00:00+03:00'),
    ];
    expect(unseenWins(tickets, [], now).map((t) => t.ticketId)).toEqual([2, 3]);
    expect(unseenWins(tickets, [2], now).map((t) => t.ticketId)).toEqual([3]);
    expect(unseenWins(tickets, [2, 3], now)).toEqual([]);
  });

  it('counts a draw ahead of the device clock as recent', () => {
    expect(
      unseenWins([ticket(5, 'WON_FINALIZED', '2026-11-30T20:00:00+03:00')], [], now),
    ).toHaveLength(1);
  });
});
