import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { planPurchase, type PurchaseContext } from './purchase';

const grid = (start: number) => [0, 1, 2, 3, 4, 5].map((i) => start + i);

const base: PurchaseContext = {
  termsAccepted: true,
  spendingLimitIqd: null,
  soldOut: 'none',
  tickets: [
    { tips: [grid(1), grid(7)], drawCount: 2 },
    { tips: [grid(13)], drawCount: 1 },
  ],
  voucherTotal: 0,
  pricePerGridPerDraw: 1000,
  available: 50_000,
};

describe('sold out by chosen numbers', () => {
  it('refunds only the chosen grids, in any order of their numbers, and keeps the others', () => {
    const plan = planPurchase({ ...base, soldOut: { numbers: [[12, 11, 10, 9, 8, 7]] } });
    expect(plan).toEqual({
      charge: 5000,
      refund: 2000,
      soldOutTips: [grid(7)],
      keptTips: [[grid(1)], [grid(13)]],
    });
  });

  it('sells everything when no grid holds the chosen numbers', () => {
    const plan = planPurchase({ ...base, soldOut: { numbers: [[1, 2, 3, 4, 5, 29]] } });
    expect(plan).toMatchObject({ charge: 5000, refund: 0, soldOutTips: [] });
  });

  it('refuses with 409 when every grid is one of the chosen', () => {
    try {
      planPurchase({ ...base, soldOut: { numbers: [grid(1), grid(7), grid(13)] } });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(isDomainError(error) && error.code).toBe('NUMBERS_SOLD_OUT');
    }
  });
});
