import { describe, expect, it } from 'vitest';
import type { TicketDraw, TipResult } from '@/lib/api/types';
import { ticket } from '@/testing/lottery-fixtures';
import {
  drawnCount,
  isWinningDraw,
  nextDrawToCome,
  ticketDraws,
  winningGrids,
} from './ticket-draws';

const now = new Date('2026-11-27T09:00:00Z');
const GRID_1 = [3, 8, 12, 17, 21, 29];
const GRID_2 = [1, 2, 4, 5, 6, 7];
const DRAWN = [1, 3, 8, 12, 17, 21];
const results: TipResult[] = [
  { tipIndex: 0, matchedNumbers: [3, 8, 12, 17, 21], rank: 2, prize: 1_000_000 },
  { tipIndex: 1, matchedNumbers: [1], rank: null, prize: 0 },
];
const toCome = (drawId: number, drawDateTime: string): TicketDraw => ({
  drawId,
  drawDateTime,
  winningNumbers: null,
  tipResults: [],
  winAmount: null,
});

describe('ticketDraws', () => {
  it('reads a single-draw ticket from the spec fields: each grid keeps its own matches', () => {
    const won = ticket(1, {
      tips: [GRID_1, GRID_2],
      ticketState: 'WON_FINALIZED',
      lastDrawDateTime: '2026-11-26T20:00:00+03:00',
      winningNumbers: DRAWN,
      tipResults: results,
      winAmountProportionate: 1_000_000,
    });
    const [draw, ...rest] = ticketDraws(won, now);
    expect(rest).toEqual([]);
    expect(draw).toMatchObject({ drawId: 101, status: 'drawn' });
    expect(draw?.result?.winAmount).toBe(1_000_000);
    expect(draw?.result?.grids.map((g) => g.result?.matchedNumbers)).toEqual([
      [3, 8, 12, 17, 21],
      [1],
    ]);
    expect(winningGrids(draw!.result!).map((g) => [g.tipIndex, g.result?.rank])).toEqual([[0, 2]]);
    expect(isWinningDraw(draw!)).toBe(true);
  });

  it('an open single-draw ticket has one draw to come and no outcome', () => {
    const [draw] = ticketDraws(ticket(2), now);
    expect(draw).toMatchObject({ drawId: 101, status: 'toCome', result: null });
    expect(isWinningDraw(draw!)).toBe(false);
  });

  it('reads per-draw results when the backend gives them, in draw order', () => {
    const multi = ticket(3, {
      tips: [GRID_1, GRID_2],
      drawIds: [116, 117, 118, 119],
      draws: [
        toCome(118, '2026-12-03T20:00:00+03:00'),
        {
          drawId: 116,
          drawDateTime: '2026-11-26T20:00:00+03:00',
          winningNumbers: [3, 8, 12, 17, 22, 23],
          tipResults: [
            { tipIndex: 0, matchedNumbers: [3, 8, 12, 17], rank: 3, prize: 50_000 },
            { tipIndex: 1, matchedNumbers: [], rank: null, prize: 0 },
          ],
          winAmount: 50_000,
        },
        toCome(117, '2026-11-30T20:00:00+03:00'),
        toCome(119, '2026-12-07T20:00:00+03:00'),
      ],
    });
    const draws = ticketDraws(multi, now);
    expect(draws.map((d) => [d.drawId, d.status])).toEqual([
      [116, 'drawn'],
      [117, 'toCome'],
      [118, 'toCome'],
      [119, 'toCome'],
    ]);
    expect(draws[0]?.result?.winAmount).toBe(50_000);
    expect(draws.filter(isWinningDraw).map((d) => d.drawId)).toEqual([116]);
    expect(nextDrawToCome(draws)?.drawId).toBe(117);
    expect(drawnCount(draws)).toBe(1);
  });

  it('invents no per-draw outcome for a multi-draw ticket without per-draw data', () => {
    const open = ticket(4, {
      drawIds: [116, 117, 118, 119],
      firstDrawDateTime: '2026-11-26T20:00:00+03:00',
      lastDrawDateTime: '2026-12-07T20:00:00+03:00',
      // What a backend with single-draw fields may answer: which draw is this?
      winningNumbers: DRAWN,
      tipResults: results,
      winAmountProportionate: 50_000,
    });
    const draws = ticketDraws(open, now);
    expect(draws.map((d) => [d.drawId, d.status, d.drawDateTime])).toEqual([
      [116, 'unknown', '2026-11-26T20:00:00+03:00'],
      [117, 'unknown', null],
      [118, 'unknown', null],
      [119, 'toCome', '2026-12-07T20:00:00+03:00'],
    ]);
    expect(draws.every((d) => d.result === null)).toBe(true);
    const settled = ticketDraws({ ...open, ticketState: 'WON_FINALIZED' }, now);
    expect(settled.every((d) => d.status === 'drawn' && d.result === null)).toBe(true);
    const ahead = ticketDraws(open, new Date('2026-11-20T09:00:00Z'));
    expect(ahead.every((d) => d.status === 'toCome')).toBe(true);
    // The last draw is ahead, but the ones before it may be drawn: none is called next.
    expect(nextDrawToCome(draws)).toBeUndefined();
    expect(nextDrawToCome(ahead)?.drawId).toBe(116);
  });
});
