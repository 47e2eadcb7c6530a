import { describe, expect, it } from 'vitest';
import type {
  Booking,
  DrawInformation,
  DrawWinnings,
  GameInfo,
  LottoResult,
  OfferInfo,
  Ticket,
  TicketType,
} from '../../../src/lib/api/types';
import { call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const drawnFilter = [
  { filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] },
];
const openFilter = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];
const list = (auth: string, filters: unknown, query: Record<string, string | number> = {}) =>
  call<Ticket[]>('/games/tickets/list', {
    method: 'POST',
    token: auth,
    body: filters,
    query: { from: 0, quantity: 20, orderBy: '-created', ...query },
  });

describe('games and draws', () => {
  it('answers the 6of29 ticket type at 1000 IQD per grid per draw', async () => {
    const types = (await call<TicketType[]>('/games/tickets')).body;
    expect(types).toEqual([
      expect.objectContaining({ ticketTypeName: '6of29', pricePerGridPerDraw: 1000 }),
    ]);
  });

  it('offers the draws of the window on Monday and Thursday at 20:00 with stop-sell 30 minutes before', async () => {
    const offer = await call<OfferInfo>('/sales/offer-info', {
      query: {
        firstEventDate: '2026-11-20',
        lastEventDate: '2026-11-30',
        partner: 'web',
        ticketType: '6of29',
      },
    });
    expect(offer.body.events.map((e) => e.eventDate)).toEqual([
      '2026-11-23',
      '2026-11-26',
      '2026-11-30',
    ]);
    expect(offer.body.events[0]?.draws[0]).toMatchObject({
      gameTypeName: '6of29',
      drawDate: '2026-11-23T20:00:00+03:00',
      stopSellDate: '2026-11-23T19:30:00+03:00',
      label: expect.stringMatching(/^Draw \d+$/),
    });
  });

  it('answers game infos with the 6of29 jackpot and a 2digit entry', async () => {
    const infos = (await call<GameInfo[]>('/sales/game-infos')).body;
    expect(infos.map((i) => i.gameTypeName)).toEqual(['6of29', '2digit']);
    expect(infos[0]).toMatchObject({
      jackpotState: 'ESTIMATED',
      drawDate: '2026-11-23T20:00:00+03:00',
    });
    expect(infos[0]?.jackpotValue).toBeGreaterThan(0);
  });

  it('answers the jackpot PENDING between stop-sell and the draw', async () => {
    await control('/clock', {
      method: 'POST',
      body: { advanceMs: Date.parse('2026-11-23T16:45:00Z') - Date.parse('2026-11-20T09:00:00Z') },
    });
    const [info] = (await call<GameInfo[]>('/sales/game-infos')).body;
    expect(info).toMatchObject({ jackpotState: 'PENDING', jackpotValue: null });
  });

  it('answers the next draws and about 8 weeks of results', async () => {
    const info = (
      await call<DrawInformation[]>('/draw/draw-information', {
        query: { gameTypeNames: '6of29', nextAmount: 3 },
      })
    ).body;
    expect(info[0]?.nextDraws).toHaveLength(3);
    const results = (
      await call<LottoResult[]>('/draw/statistic/results', {
        query: { dateFrom: '2026-09-01', dateTo: '2026-11-20', gameTypeNames: '6of29' },
      })
    ).body;
    expect(results.length).toBeGreaterThanOrEqual(15);
    expect((results[0]?.drawDate ?? '') > (results[1]?.drawDate ?? '')).toBe(true);
    expect(results[0]?.winningNumbers).toHaveLength(6);
    const winnings = (
      await call<DrawWinnings>('/draw/winnings', { query: { drawId: results[0]?.drawId ?? 0 } })
    ).body;
    expect(winnings.ranks.map((r) => r.matches)).toEqual([6, 5, 4, 3]);
    expect(winnings.totalPrizes).toBe(winnings.ranks.reduce((sum, r) => sum + r.totalPrize, 0));
  });
});

describe('tickets and settlement', () => {
  it('lists the seeded drawn tickets with results, and the open ones', async () => {
    const auth = await token();
    const drawn = (await list(auth, drawnFilter)).body;
    expect(drawn.length).toBeGreaterThanOrEqual(4);
    const won = drawn.find((t) => t.ticketState === 'WON_FINALIZED');
    expect(won?.winningNumbers).toHaveLength(6);
    expect(won?.tipResults.some((r) => r.rank !== null && r.prize > 0)).toBe(true);
    const open = (await list(auth, openFilter)).body;
    expect(open.every((t) => t.ticketState === 'OPEN' && t.winningNumbers === null)).toBe(true);
    expect(open).toHaveLength(2);
  });

  it('pages and orders the list', async () => {
    const auth = await token();
    const all = (await list(auth, drawnFilter, { orderBy: 'lastDrawDateTime' })).body;
    const page = (
      await list(auth, drawnFilter, { orderBy: 'lastDrawDateTime', from: 1, quantity: 2 })
    ).body;
    expect(page.map((t) => t.ticketId)).toEqual(all.slice(1, 3).map((t) => t.ticketId));
    expect((all[0]?.lastDrawDateTime ?? '') <= (all[1]?.lastDrawDateTime ?? '')).toBe(true);
  });

  it('drawing a draw settles its tickets: WIN_PAYIN for winners, LOST for the others', async () => {
    const auth = await token();
    const bought = ticket(2);
    bought.tips = [
      [1, 2, 3, 10, 11, 12],
      [20, 21, 22, 23, 24, 25],
    ];
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: bought });
    await call('/orders/cart/purchase', { method: 'POST', token: auth });
    const drawn = await control<{ drawId: number; winningNumbers: number[] }>('/draws/next', {
      method: 'POST',
      body: { winningNumbers: [1, 2, 3, 10, 28, 29] },
    });
    expect(drawn.body).toMatchObject({
      drawId: bought.drawIds[0],
      winningNumbers: [1, 2, 3, 10, 28, 29],
    });
    const fresh = await token();
    const settled = (await list(fresh, drawnFilter)).body.find(
      (t) => t.drawIds[0] === bought.drawIds[0] && t.tips.length === 2,
    );
    expect(settled).toMatchObject({ ticketState: 'WON_FINALIZED', winAmountProportionate: 50_000 });
    expect(settled?.tipResults.map((r) => [r.rank, r.prize])).toEqual([
      [3, 50_000],
      [null, 0],
    ]);
    const [last] = (
      await call<Booking[]>('/users/bookings', { token: fresh, query: { from: 0, quantity: 1 } })
    ).body;
    expect(last).toMatchObject({ bookingType: 'WIN_PAYIN', amount: 50_000 });
    const seededOpen = (await list(fresh, drawnFilter)).body.filter(
      (t) => t.drawIds.length === 1 && t.drawIds[0] === bought.drawIds[0],
    );
    expect(
      seededOpen.some((t) => t.ticketState === 'LOST' || t.ticketState === 'WON_FINALIZED'),
    ).toBe(true);
  });

  it('draws automatically when the clock passes a draw time', async () => {
    await control('/clock', { method: 'POST', body: { advanceMs: 4 * 24 * 3_600_000 } });
    const results = (
      await call<LottoResult[]>('/draw/statistic/results', {
        query: { dateFrom: '2026-11-23', dateTo: '2026-11-23', gameTypeNames: '6of29' },
      })
    ).body;
    expect(results).toHaveLength(1);
  });
});

describe('results archive', () => {
  it('answers more than a year of drawn draws, with a prize table for each', async () => {
    const { body } = await call<{ drawId: number; drawDate: string }[]>('/draw/statistic/results', {
      query: { dateFrom: '2025-10-01', dateTo: '2026-11-30', gameTypeNames: '6of29' },
    });
    expect(body.length).toBeGreaterThanOrEqual(104);
    expect((body.at(-1)?.drawDate ?? '') < '2025-11-20').toBe(true);
    const oldest = body.at(-1)?.drawId ?? 0;
    const winnings = await call<{ ranks: unknown[] }>('/draw/winnings', {
      query: { drawId: oldest },
    });
    expect(winnings.body.ranks).toHaveLength(4);
  });
});
