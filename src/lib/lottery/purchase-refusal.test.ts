import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PurchaseResult } from '@/lib/api/types';
import { purchaseOutcomeOf, purchaseRefusalOf } from './purchase-refusal';

const refusal = (status: number | undefined, code?: string, details?: Record<string, unknown>) =>
  new ApiError(
    `Request failed with status code ${status}`,
    'purchaseCart',
    status,
    code ? { status: code, message: code, details } : undefined,
  );

describe('purchaseRefusalOf', () => {
  it('maps 401 to not logged in', () => {
    expect(purchaseRefusalOf(refusal(401, 'UNAUTHORIZED'))).toEqual({ kind: 'not-logged-in' });
  });

  it('maps 403 TERMS_NOT_ACCEPTED to terms not accepted', () => {
    expect(purchaseRefusalOf(refusal(403, 'TERMS_NOT_ACCEPTED'))).toEqual({
      kind: 'terms-not-accepted',
    });
  });

  it('maps 422 to the spending limit, with what is left when the backend says', () => {
    expect(purchaseRefusalOf(refusal(422, 'SPENDING_LIMIT_EXCEEDED'))).toEqual({
      kind: 'spending-limit',
      limit: { kind: 'limit', period: null, remaining: null, resetsAt: null },
    });
    const details = { period: 'WEEK', remaining: 500, resetsAt: '2026-11-29T12:00:00+03:00' };
    expect(purchaseRefusalOf(refusal(422, 'SPENDING_LIMIT_EXCEEDED', details))).toEqual({
      kind: 'spending-limit',
      limit: { kind: 'limit', ...details },
    });
  });

  it('maps 403 TIME_OUT_ACTIVE to the break, with its end', () => {
    const until = '2026-11-23T12:00:00+03:00';
    expect(purchaseRefusalOf(refusal(403, 'TIME_OUT_ACTIVE', { until }))).toEqual({
      kind: 'time-out',
      limit: { kind: 'time-out', until },
    });
  });

  it('maps 409 to all numbers sold out', () => {
    expect(purchaseRefusalOf(refusal(409, 'NUMBERS_SOLD_OUT'))).toEqual({ kind: 'sold-out' });
  });

  it('maps 402 to insufficient balance with the missing amount', () => {
    expect(
      purchaseRefusalOf(refusal(402, 'INSUFFICIENT_BALANCE', { missingAmount: 1500 })),
    ).toEqual({ kind: 'insufficient-balance', missingAmount: 1500 });
    expect(purchaseRefusalOf(refusal(402, 'INSUFFICIENT_BALANCE', { missingAmount: 'x' }))).toEqual(
      { kind: 'insufficient-balance', missingAmount: null },
    );
  });

  it('maps everything else, network failures and non-API errors to the generic failure', () => {
    expect(purchaseRefusalOf(refusal(500, 'INTERNAL'))).toEqual({ kind: 'generic' });
    expect(purchaseRefusalOf(refusal(undefined))).toEqual({ kind: 'generic' });
    expect(purchaseRefusalOf(new Error('boom'))).toEqual({ kind: 'generic' });
    expect(purchaseRefusalOf(refusal(403, 'SOMETHING_ELSE'))).toEqual({ kind: 'generic' });
  });
});

describe('purchaseOutcomeOf', () => {
  const result: PurchaseResult = {
    orderId: 1,
    receiptNumber: 'R1',
    ticketIds: [7],
    amountCharged: 2000,
    refundedAmount: 0,
    soldOutTips: [],
  };

  it('is a plain purchase without refund', () => {
    expect(purchaseOutcomeOf(result)).toEqual({ kind: 'bought', result });
  });

  it('reports sold grids and the refund on a partial sell-out', () => {
    const partial = { ...result, refundedAmount: 1000, soldOutTips: [[1, 2, 3, 4, 5, 6]] };
    expect(purchaseOutcomeOf(partial)).toEqual({
      kind: 'partly-sold-out',
      result: partial,
      refundedAmount: 1000,
      soldOutTips: [[1, 2, 3, 4, 5, 6]],
    });
  });
});
