import { describe, expect, it } from 'vitest';
import type { DrawWinnings, LottoResult, PrizeRank } from '@/lib/api/types';
import { checkNumbers, drawsWithPrizes, matchNumbers, totalPrize } from './check-numbers';

const result = (drawId: number, winningNumbers: number[]): LottoResult => ({
  drawId,
  gameTypeName: '6of29',
  title: 'Lotto 6/29',
  drawNumber: drawId,
  drawDate: '2026-11-23T20:00:00+03:00',
  winningNumbers,
});
const rank = (r: number, matches: number, winners: number, prizePerWinner: number): PrizeRank => ({
  rank: r,
  matches,
  winners,
  prizePerWinner,
  totalPrize: winners * prizePerWinner,
});
const winnings = (drawId: number, ranks: PrizeRank[]): DrawWinnings => ({
  drawId,
  drawDate: '2026-11-23T20:00:00+03:00',
  winningNumbers: [],
  ranks,
  totalWinners: 0,
  totalPrizes: 0,
});
const table = (jackpotWinners: number, share: number) => [
  rank(1, 6, jackpotWinners, share),
  rank(2, 5, 1, 1_000_000),
  rank(3, 4, 40, 50_000),
  rank(4, 3, 5, 2_000),
];
const mine = [3, 8, 12, 17, 21, 29];

describe('checkNumbers', () => {
  it('highlights the matched numbers in any order', () => {
    expect(matchNumbers(mine, [29, 1, 3, 2, 17, 4])).toEqual([3, 17, 29]);
  });

  it('gives rank and prize per winner from the draw’s winnings, and a total', () => {
    const results = [
      result(120, [3, 8, 12, 17, 21, 1]),
      result(119, [3, 8, 12, 2, 4, 5]),
      result(118, [1, 2, 4, 5, 6, 7]),
    ];
    const map = new Map([
      [120, winnings(120, table(0, 0))],
      [119, winnings(119, table(0, 0))],
    ]);
    const checks = checkNumbers(mine, results, map);
    expect(checks.map((c) => [c.matched.length, c.rank, c.prizePerWinner])).toEqual([
      [5, 2, 1_000_000],
      [3, 4, 2_000],
      [0, null, null],
    ]);
    expect(totalPrize(checks)).toBe(1_002_000);
    expect(drawsWithPrizes(mine, results)).toEqual([120, 119]);
  });

  it('shares a jackpot between tied winners as the backend answered', () => {
    const checks = checkNumbers(
      mine,
      [result(121, mine)],
      new Map([[121, winnings(121, table(2, 125_000_000))]]),
    );
    expect(checks[0]).toMatchObject({ rank: 1, prizePerWinner: 125_000_000 });
  });

  it('knows no prize for a rank nobody won (the jackpot rolled over): the total is unknown, not 0', () => {
    const checks = checkNumbers(
      mine,
      [result(122, mine)],
      new Map([[122, winnings(122, table(0, 0))]]),
    );
    expect(checks[0]).toMatchObject({ rank: 1, prizePerWinner: null });
    expect(totalPrize(checks)).toBeNull();
  });

  it('knows a fixed prize even when nobody won that rank', () => {
    const ranks = [rank(1, 6, 0, 0), rank(2, 5, 0, 1_000_000)];
    const checks = checkNumbers(
      mine,
      [result(124, [3, 8, 12, 17, 21, 1])],
      new Map([[124, winnings(124, ranks)]]),
    );
    expect(checks[0]).toMatchObject({ rank: 2, prizePerWinner: 1_000_000 });
  });

  it('leaves rank unknown while the winnings are not loaded', () => {
    expect(checkNumbers(mine, [result(123, mine)], new Map())[0]).toMatchObject({ rank: null });
  });
});
