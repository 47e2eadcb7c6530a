import { describe, expect, it } from 'vitest';
import { cappedGrids, comboKey, liabilityCapOf, type LiabilityInput } from './liability';

const JACKPOT = 100_000_000;
const input = (over: Partial<LiabilityInput>): LiabilityInput => ({
  cap: { capIqd: 250_000_000, soldLines: [] },
  tickets: [],
  heldLines: () => 0,
  topPrize: () => JACKPOT,
  ...over,
});

describe('the liability cap per combination (decision 0281)', () => {
  it('accepts a line while its lines times the top prize stay at or under the cap', () => {
    const tickets = [{ tips: [[6, 5, 4, 3, 2, 1]], drawIds: [10] }];
    expect(cappedGrids(input({ tickets, heldLines: () => 1 }))).toBeNull();
    // Two held already: a third would owe 300 million on 1-6 against a cap of 250 million.
    expect(cappedGrids(input({ tickets, heldLines: () => 2 }))).toEqual({
      tips: [[6, 5, 4, 3, 2, 1]],
      drawIds: [10],
    });
  });

  it('counts lines of one request together, per combination and per draw', () => {
    const tickets = [
      {
        tips: [
          [1, 2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11, 12],
        ],
        drawIds: [10, 11],
      },
      { tips: [[6, 5, 4, 3, 2, 1]], drawIds: [10, 11] },
      { tips: [[1, 2, 3, 4, 5, 6]], drawIds: [11] },
    ];
    const heldLines = (key: string, drawId: number) =>
      key === comboKey([1, 2, 3, 4, 5, 6]) && drawId === 11 ? 1 : 0;
    expect(cappedGrids(input({ tickets, heldLines }))).toEqual({
      tips: [
        [6, 5, 4, 3, 2, 1],
        [1, 2, 3, 4, 5, 6],
      ],
      drawIds: [11],
    });
  });

  it('follows each draw’s own top prize', () => {
    const tickets = [{ tips: [[1, 2, 3, 4, 5, 6]], drawIds: [10, 11] }];
    const topPrize = (drawId: number) => (drawId === 11 ? 300_000_000 : JACKPOT);
    expect(cappedGrids(input({ tickets, topPrize }))).toEqual({
      tips: [[1, 2, 3, 4, 5, 6]],
      drawIds: [11],
    });
  });

  it('checks what QA sets', () => {
    expect(liabilityCapOf(null)).toBeNull();
    expect(liabilityCapOf({ capIqd: 5 })).toEqual({ capIqd: 5, soldLines: [] });
    expect(() => liabilityCapOf({ capIqd: -1 })).toThrow(/capIqd/);
    expect(() =>
      liabilityCapOf({ capIqd: 1, soldLines: [{ numbers: [1, 1, 2, 3, 4, 5], lines: 1 }] }),
    ).toThrow(/soldLines/);
    expect(() =>
      liabilityCapOf({ capIqd: 1, soldLines: [{ numbers: [1, 2, 3, 4, 5, 30], lines: 1 }] }),
    ).toThrow(/soldLines/);
  });
});
