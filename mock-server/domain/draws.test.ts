import { describe, expect, it } from 'vitest';
import { toServerDateTime } from './dates';
import { drawTimesBetween, isOpenForSale, pickWinningNumbers, stopSellTime } from './draws';
import { countWinners, gridResults, jackpotShare } from './prizes';

const schedule = { weekdays: [1, 4], time: '20:00', stopSellMinutes: 30 };

describe('draw schedule', () => {
  it('draws on Monday and Thursday at 20:00 Iraq time', () => {
    const times = drawTimesBetween(
      Date.parse('2026-11-20T00:00:00Z'),
      Date.parse('2026-12-01T00:00:00Z'),
      schedule,
    );
    expect(times.map(toServerDateTime)).toEqual([
      '2026-11-23T20:00:00+03:00',
      '2026-11-26T20:00:00+03:00',
      '2026-11-30T20:00:00+03:00',
    ]);
  });

  it('stops sales 30 minutes before the draw', () => {
    const draw = Date.parse('2026-11-23T17:00:00Z');
    const stop = stopSellTime(draw, schedule);
    expect(toServerDateTime(stop)).toBe('2026-11-23T19:30:00+03:00');
    const row = { drawTime: draw, stopSellTime: stop, drawn: false };
    expect(isOpenForSale(row, stop - 1)).toBe(true);
    expect(isOpenForSale(row, stop)).toBe(false);
    expect(isOpenForSale({ ...row, drawn: true }, 0)).toBe(false);
  });

  it('picks six distinct sorted numbers from 1 to 29', () => {
    let seed = 0.1;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const numbers = pickWinningNumbers(random);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.every((n) => n >= 1 && n <= 29)).toBe(true);
  });
});

describe('prize table', () => {
  const winning = [3, 8, 12, 17, 21, 29];

  it('ranks grids by matches: 6 jackpot, 5, 4 and 3 fixed prizes, fewer nothing', () => {
    const results = gridResults(
      [
        winning,
        [3, 8, 12, 17, 21, 1],
        [3, 8, 12, 17, 1, 2],
        [3, 8, 12, 1, 2, 4],
        [3, 8, 1, 2, 4, 5],
      ],
      winning,
      250_000_000,
    );
    expect(results.map((r) => [r.rank, r.prize])).toEqual([
      [1, 250_000_000],
      [2, 1_000_000],
      [3, 50_000],
      [4, 2_000],
      [null, 0],
    ]);
    expect(results[3]?.matchedNumbers).toEqual([3, 8, 12]);
  });

  it('shares the jackpot in whole dinars and counts winners per rank', () => {
    expect(jackpotShare(1000, 3)).toBe(333);
    expect(jackpotShare(1000, 0)).toBe(0);
    expect(countWinners([winning, winning, [3, 8, 12, 1, 2, 4]], winning).get(1)).toBe(2);
  });
});
