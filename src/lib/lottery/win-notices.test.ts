import { describe, expect, it } from 'vitest';
import type { Ticket, TicketDraw } from '@/lib/api/types';
import { ticket as makeTicket } from '@/testing/lottery-fixtures';
import { unseenWins } from './win-notices';

const ticket = (ticketId: number, state: Ticket['ticketState'], drawn: string, prize = 2000) =>
  makeTicket(ticketId, {
    ticketState: state,
    lastDrawDateTime: drawn,
    winAmountProportionate: state === 'WON_FINALIZED' ? prize : 0,
    winningNumbers: state === 'OPEN' ? null : [1, 2, 3, 20, 21, 22],
    tipResults: [{ tipIndex: 0, matchedNumbers: [1, 2, 3], rank: 4, prize }],
  });
const now = new Date('2026-11-27T09:00:00Z');
const keys = (tickets: Ticket[], seen: (string | number)[] = []) =>
  unseenWins(tickets, seen, now).map((n) => n.key);

const drawn = (drawId: number, drawDateTime: string, winAmount: number): TicketDraw => ({
  drawId,
  drawDateTime,
  winningNumbers: [1, 2, 3, 4, 20, 21],
  tipResults: [
    {
      tipIndex: 0,
      matchedNumbers: winAmount ? [1, 2, 3, 4] : [],
      rank: winAmount ? 3 : null,
      prize: winAmount,
    },
  ],
  winAmount,
});
const toCome = (drawId: number, drawDateTime: string): TicketDraw => ({
  drawId,
  drawDateTime,
  winningNumbers: null,
  tipResults: [],
  winAmount: null,
});

describe('unseenWins', () => {
  it('announces recent wins not seen yet, oldest draw first', () => {
    const tickets = [
      ticket(3, 'WON_FINALIZED', '2026-11-26T20:00:00+03:00'),
      ticket(2, 'WON_FINALIZED', '2026-11-23T20:00:00+03:00'),
      ticket(1, 'LOST', '2026-11-26T20:00:00+03:00'),
      ticket(4, 'WON_FINALIZED', '2026-11-01T20:00:00+03:00'),
    ];
    expect(keys(tickets)).toEqual(['2:101', '3:101']);
    expect(keys(tickets, ['2:101'])).toEqual(['3:101']);
    expect(keys(tickets, ['2:101', '3:101'])).toEqual([]);
  });

  it('treats a bare ticket id stored by older versions as every notice of that ticket', () => {
    expect(keys([ticket(2, 'WON_FINALIZED', '2026-11-26T20:00:00+03:00')], [2])).toEqual([]);
  });

  it('counts a draw ahead of the device clock as recent', () => {
    expect(keys([ticket(5, 'WON_FINALIZED', '2026-11-30T20:00:00+03:00')])).toHaveLength(1);
  });

  it('announces each winning draw of a play-ahead ticket that is still open, once', () => {
    const multi = makeTicket(6, {
      drawIds: [116, 117, 118, 119],
      draws: [
        drawn(116, '2026-11-20T20:00:00+03:00', 50_000),
        drawn(117, '2026-11-23T20:00:00+03:00', 0),
        drawn(118, '2026-11-26T20:00:00+03:00', 2_000),
        toCome(119, '2026-11-30T20:00:00+03:00'),
      ],
    });
    const notices = unseenWins([multi, multi], [], now);
    expect(notices.map((n) => n.key)).toEqual(['6:116', '6:118']);
    expect(notices[0]?.draw?.result.winAmount).toBe(50_000);
    expect(keys([multi], ['6:116'])).toEqual(['6:118']);
  });

  it('announces only the total of a won multi-draw ticket without per-draw data', () => {
    const settled = makeTicket(7, {
      drawIds: [116, 117],
      ticketState: 'WON_FINALIZED',
      lastDrawDateTime: '2026-11-26T20:00:00+03:00',
      winAmountProportionate: 50_000,
      winningNumbers: [1, 2, 3, 4, 5, 6],
    });
    const [notice, ...rest] = unseenWins([settled], [], now);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ key: '7:total', draw: null });
  });
});
