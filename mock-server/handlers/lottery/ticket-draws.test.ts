import { describe, expect, it } from 'vitest';
import type { Booking, Ticket } from '../../../src/lib/api/types';
import { call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const openFilter = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];
const drawnFilter = [
  { filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] },
];
const list = async (auth: string, filters: unknown) =>
  (
    await call<Ticket[]>('/games/tickets/list', {
      method: 'POST',
      token: auth,
      body: filters,
      query: { from: 0, quantity: 20, orderBy: '-created' },
    })
  ).body;
const nextDraw = (winningNumbers: number[]) =>
  control('/draws/next', { method: 'POST', body: { winningNumbers } });

const GRID = [3, 8, 12, 17, 21, 29];

/** Buys one ticket of one grid for the next four draws (two weeks) and answers its draw ids. */
async function buyTwoWeeks(): Promise<number[]> {
  const auth = await token();
  const bought = ticket(1, 4);
  bought.tips = [GRID];
  await call('/orders/cart/ticket', { method: 'POST', token: auth, body: bought });
  await call('/orders/cart/purchase', { method: 'POST', token: auth });
  return bought.drawIds;
}

const findBought = (tickets: Ticket[], drawIds: number[]) =>
  tickets.find((t) => t.drawIds.join() === drawIds.join() && t.tips.length === 1);

describe('per-draw results of a play-ahead ticket (decision 0177)', () => {
  it('keeps each draw’s own numbers, grid results and prize; later draws are to come', async () => {
    const drawIds = await buyTwoWeeks();
    expect(drawIds).toHaveLength(4);
    await nextDraw([3, 8, 12, 17, 1, 2]);

    const afterFirst = findBought(await list(await token(), openFilter), drawIds);
    expect(afterFirst).toMatchObject({ ticketState: 'OPEN', winAmountProportionate: 50_000 });
    expect(afterFirst?.draws?.map((d) => d.drawId)).toEqual(drawIds);
    expect(afterFirst?.draws?.[0]).toEqual({
      drawId: drawIds[0],
      drawDateTime: expect.stringMatching(/T20:00:00\+03:00$/),
      winningNumbers: [1, 2, 3, 8, 12, 17],
      tipResults: [{ tipIndex: 0, matchedNumbers: [3, 8, 12, 17], rank: 3, prize: 50_000 }],
      winAmount: 50_000,
    });
    expect(afterFirst?.draws?.slice(1)).toEqual(
      drawIds.slice(1).map((drawId) => ({
        drawId,
        drawDateTime: expect.any(String),
        winningNumbers: null,
        tipResults: [],
        winAmount: null,
      })),
    );

    // The second draw does not overwrite the first one's results.
    await nextDraw([1, 2, 4, 5, 6, 7]);
    const afterSecond = findBought(await list(await token(), openFilter), drawIds);
    expect(afterSecond?.draws?.[0]?.winAmount).toBe(50_000);
    expect(afterSecond?.draws?.[0]?.tipResults[0]?.rank).toBe(3);
    expect(afterSecond?.draws?.[1]).toMatchObject({
      winningNumbers: [1, 2, 4, 5, 6, 7],
      tipResults: [{ tipIndex: 0, matchedNumbers: [], rank: null, prize: 0 }],
      winAmount: 0,
    });
    expect(afterSecond?.draws?.[2]?.winningNumbers).toBeNull();
  });

  it('a finished play-ahead ticket lists every draw drawn, and books one win per winning draw', async () => {
    const drawIds = await buyTwoWeeks();
    await nextDraw([3, 8, 12, 17, 1, 2]);
    await nextDraw([1, 2, 4, 5, 6, 7]);
    await nextDraw([3, 8, 12, 1, 2, 4]);
    await nextDraw([1, 2, 4, 5, 6, 7]);
    const auth = await token();
    const done = findBought(await list(auth, drawnFilter), drawIds);
    expect(done).toMatchObject({ ticketState: 'WON_FINALIZED', winAmountProportionate: 52_000 });
    expect(done?.draws?.map((d) => d.winAmount)).toEqual([50_000, 0, 2_000, 0]);
    expect(findBought(await list(auth, openFilter), drawIds)).toBeUndefined();
    const bookings = (
      await call<Booking[]>('/users/bookings', { token: auth, query: { from: 0, quantity: 5 } })
    ).body;
    const wins = bookings.filter((b) => b.bookingType === 'WIN_PAYIN').map((b) => b.amount);
    expect(wins.slice(0, 2).sort()).toEqual([2_000, 50_000]);
  });

  it('a single-draw ticket has one entry that agrees with the spec fields', async () => {
    const auth = await token();
    const drawn = (await list(auth, drawnFilter)).filter((t) => t.drawIds.length === 1);
    expect(drawn.length).toBeGreaterThan(0);
    for (const t of drawn) {
      expect(t.draws).toEqual([
        {
          drawId: t.drawIds[0],
          drawDateTime: t.lastDrawDateTime,
          winningNumbers: t.winningNumbers,
          tipResults: t.tipResults,
          winAmount: t.winAmountProportionate,
        },
      ]);
    }
  });
});
