import { describe, expect, it } from 'vitest';
import { BOOKING_TYPES } from '../../src/lib/api/types';
import { isDomainError } from './errors';
import {
  refundSplit,
  applySplit,
  checkDeposit,
  checkWithdrawal,
  replay,
  splitBooking,
  toUserBalance,
} from './ledger';

const pots = (payable: number, nonPayable: number) => ({ payable, nonPayable });

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (isDomainError(error)) return { status: error.httpStatus, code: error.code, ...error.extra };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('ledger', () => {
  it('books deposits and wins as withdrawable, vouchers as non-payable', () => {
    expect(splitBooking(pots(0, 0), 'PAYIN', 5000)).toEqual({
      payableDelta: 5000,
      nonPayableDelta: 0,
    });
    expect(splitBooking(pots(0, 0), 'WIN_PAYIN', 2000)).toEqual({
      payableDelta: 2000,
      nonPayableDelta: 0,
    });
    expect(splitBooking(pots(0, 0), 'VOUCHER_PAYIN', 3000)).toEqual({
      payableDelta: 0,
      nonPayableDelta: 3000,
    });
  });

  it('spends non-payable money first on purchases', () => {
    expect(splitBooking(pots(5000, 2000), 'ORDER_PAYMENT', -3000)).toEqual({
      payableDelta: -1000,
      nonPayableDelta: -2000,
    });
  });

  it('pays out only withdrawable money', () => {
    expect(splitBooking(pots(5000, 2000), 'PAYOUT_FIB', -5000)).toEqual({
      payableDelta: -5000,
      nonPayableDelta: 0,
    });
    expect(refusal(() => splitBooking(pots(5000, 2000), 'PAYOUT_FIB', -6000))).toMatchObject({
      status: 402,
      details: { missingAmount: 1000 },
    });
  });

  it('never goes negative, whatever the booking type', () => {
    for (const type of BOOKING_TYPES) {
      const result = refusal(() => splitBooking(pots(100, 100), type, -201));
      expect(result.code).toBe('INSUFFICIENT_BALANCE');
    }
  });

  it('refuses fractional amounts', () => {
    expect(refusal(() => splitBooking(pots(0, 0), 'PAYIN', 10.5)).code).toBe('INVALID_AMOUNT');
  });

  it('derives the balance from the bookings', () => {
    const result = replay([
      { bookingType: 'PAYIN', amount: 10000 },
      { bookingType: 'VOUCHER_PAYIN', amount: 3000 },
      { bookingType: 'ORDER_PAYMENT', amount: -4000 },
      { bookingType: 'WIN_PAYIN', amount: 2000 },
    ]);
    expect(toUserBalance(result)).toEqual({
      balance: 11000,
      balancePayable: 11000,
      balanceNonPayable: 0,
    });
    expect(applySplit(pots(1, 2), { payableDelta: 3, nonPayableDelta: -2 })).toEqual(pots(4, 0));
  });

  it('checks withdrawals: at least 1500, at most the withdrawable funds', () => {
    expect(checkWithdrawal(1500, pots(2000, 9000))).toBe(1500);
    expect(refusal(() => checkWithdrawal(1499, pots(2000, 0)))).toMatchObject({
      status: 400,
      code: 'INVALID_AMOUNT',
    });
    expect(refusal(() => checkWithdrawal(2001, pots(2000, 9000)))).toMatchObject({
      details: { max: 2000 },
    });
  });

  it('checks deposits: integer cents, at least 1500 IQD', () => {
    expect(checkDeposit(150000)).toBe(1500);
    expect(refusal(() => checkDeposit(149900)).code).toBe('INVALID_AMOUNT');
    expect(refusal(() => checkDeposit(150050)).code).toBe('INVALID_AMOUNT');
    expect(refusal(() => checkDeposit(100_000_000_000)).code).toBe('AMOUNT_ABOVE_LIMIT');
  });
});

describe('refundSplit', () => {
  it('returns bonus money first, up to what the charge took from it', () => {
    expect(refundSplit({ payableDelta: -2000, nonPayableDelta: -3000 }, 2000)).toEqual({
      payableDelta: 0,
      nonPayableDelta: 2000,
    });
    expect(refundSplit({ payableDelta: -2000, nonPayableDelta: -3000 }, 4000)).toEqual({
      payableDelta: 1000,
      nonPayableDelta: 3000,
    });
    expect(refundSplit({ payableDelta: -5000, nonPayableDelta: 0 }, 2000)).toEqual({
      payableDelta: 2000,
      nonPayableDelta: 0,
    });
  });
});
