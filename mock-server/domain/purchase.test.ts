import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { planPurchase, TERMS_MESSAGE, type PurchaseContext } from './purchase';

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

function refusal(ctx: Partial<PurchaseContext>) {
  try {
    planPurchase({ ...base, ...ctx });
  } catch (error) {
    if (isDomainError(error))
      return { status: error.httpStatus, code: error.code, message: error.message, ...error.extra };
  }
  throw new Error('expected a refusal');
}

describe('purchase checks', () => {
  it('charges grids x draws x price, minus vouchers, never below zero', () => {
    expect(planPurchase(base)).toMatchObject({ charge: 5000, refund: 0, soldOutTips: [] });
    expect(planPurchase({ ...base, voucherTotal: 2000 }).charge).toBe(3000);
    expect(planPurchase({ ...base, voucherTotal: 9000 }).charge).toBe(0);
  });

  it('refuses without the latest terms (403, the spec message)', () => {
    expect(refusal({ termsAccepted: false })).toMatchObject({
      status: 403,
      code: 'TERMS_NOT_ACCEPTED',
      message: TERMS_MESSAGE,
    });
  });

  it('refuses above the spending limit (422)', () => {
    expect(refusal({ spendingLimitIqd: 4999 })).toMatchObject({
      status: 422,
      code: 'SPENDING_LIMIT_EXCEEDED',
    });
    expect(planPurchase({ ...base, spendingLimitIqd: 5000 }).charge).toBe(5000);
  });

  it('refuses when every number is sold out (409)', () => {
    expect(refusal({ soldOut: 'all' })).toMatchObject({ status: 409, code: 'NUMBERS_SOLD_OUT' });
  });

  it('refuses a short balance with the missing amount (402)', () => {
    expect(refusal({ available: 3500 })).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_BALANCE',
      details: { missingAmount: 1500 },
    });
  });

  it('checks in order: terms, spending limit, sold out, balance', () => {
    const all = {
      termsAccepted: false,
      spendingLimitIqd: 1,
      soldOut: 'all' as const,
      available: 0,
    };
    expect(refusal(all).code).toBe('TERMS_NOT_ACCEPTED');
    expect(refusal({ ...all, termsAccepted: true }).code).toBe('SPENDING_LIMIT_EXCEEDED');
    expect(refusal({ ...all, termsAccepted: true, spendingLimitIqd: null }).code).toBe(
      'NUMBERS_SOLD_OUT',
    );
    expect(refusal({ available: 0 }).code).toBe('INSUFFICIENT_BALANCE');
  });

  it('on a partial sell-out refunds the first grid and keeps the rest', () => {
    const plan = planPurchase({ ...base, soldOut: 'partial' });
    expect(plan).toEqual({
      charge: 5000,
      refund: 2000,
      soldOutTips: [grid(1)],
      keptTips: [[grid(7)], [grid(13)]],
    });
  });

  it('treats a partial sell-out of a one-grid cart as sold out', () => {
    expect(
      refusal({ soldOut: 'partial', tickets: [{ tips: [grid(1)], drawCount: 1 }] }).status,
    ).toBe(409);
  });
});
