import type { BookingType, UserBalance } from '../../src/lib/api/types';
import { DomainError } from './errors';

/** The two pots of a balance: withdrawable (payable) and bonus money (non-payable). */
export interface Pots {
  payable: number;
  nonPayable: number;
}

export interface Split {
  payableDelta: number;
  nonPayableDelta: number;
}

/** Credits that land in the non-payable pot (voucher money can be played, never withdrawn). */
const NON_PAYABLE_CREDITS: ReadonlySet<BookingType> = new Set(['VOUCHER_PAYIN', 'PAYIN_VOUCHER']);
/** Debits that may only take withdrawable money (payouts). */
const PAYABLE_ONLY_DEBITS: ReadonlySet<BookingType> = new Set([
  'PAYOUT',
  'PAYOUT_BY_USER',
  'PAYOUT_BY_ADMIN_BALANCE_WIN',
  'PAYOUT_FAST_PAY',
  'PAYOUT_FIB',
  'PAYOUT_ZAIN_CASH',
  'PAYOUT_QI_CARD',
  'CANCEL_PAYIN',
]);

export const PAYOUT_BOOKING = {
  FIB: 'PAYOUT_FIB',
  ZAIN_CASH: 'PAYOUT_ZAIN_CASH',
  FAST_PAY: 'PAYOUT_FAST_PAY',
  QI_CARD: 'PAYOUT_QI_CARD',
} as const satisfies Record<string, BookingType>;

/**
 * How a signed amount moves the pots. Credits: vouchers non-payable, everything else (deposits,
 * wins, refunds, manual bookings) payable. Debits: payouts from the payable pot only; spending
 * (orders, admin balance use, reversals) takes non-payable money first. Never goes negative.
 */
export function splitBooking(pots: Pots, type: BookingType, amount: number): Split {
  if (!Number.isInteger(amount))
    throw new DomainError(400, 'INVALID_AMOUNT', 'Amounts are integer IQD');
  if (amount >= 0) {
    return NON_PAYABLE_CREDITS.has(type)
      ? { payableDelta: 0, nonPayableDelta: amount }
      : { payableDelta: amount, nonPayableDelta: 0 };
  }
  const debit = -amount;
  if (PAYABLE_ONLY_DEBITS.has(type)) {
    if (debit > pots.payable) throw insufficient(debit - pots.payable);
    return { payableDelta: -debit, nonPayableDelta: 0 };
  }
  const total = pots.payable + pots.nonPayable;
  if (debit > total) throw insufficient(debit - total);
  const fromNonPayable = Math.min(debit, pots.nonPayable);
  return { payableDelta: -(debit - fromNonPayable), nonPayableDelta: -fromNonPayable };
}

/**
 * A refund of part of an order goes back to the pots the order's charge came from: bonus money
 * first, up to what the charge took from it, then withdrawable money. A sold-out refund once
 * turned 2,000 IQD of BONUS3000 money into money that could be paid out.
 */
export function refundSplit(charge: Split, refund: number): Split {
  const fromNonPayable = Math.max(0, -charge.nonPayableDelta);
  const nonPayableDelta = Math.min(refund, fromNonPayable);
  return { payableDelta: refund - nonPayableDelta, nonPayableDelta };
}

const insufficient = (missingAmount: number) =>
  new DomainError(402, 'INSUFFICIENT_BALANCE', `You need ${missingAmount} IQD more.`, {
    details: { missingAmount },
  });

export const applySplit = (pots: Pots, split: Split): Pots => ({
  payable: pots.payable + split.payableDelta,
  nonPayable: pots.nonPayable + split.nonPayableDelta,
});

/** The balance answer, derived from the ledger's pots. */
export const toUserBalance = (pots: Pots): UserBalance => ({
  balance: pots.payable + pots.nonPayable,
  balancePayable: pots.payable,
  balanceNonPayable: pots.nonPayable,
});

/** Replays a ledger from zero: what the pots must be after these bookings. */
export function replay(bookings: readonly { bookingType: BookingType; amount: number }[]): Pots {
  return bookings.reduce<Pots>(
    (pots, booking) => applySplit(pots, splitBooking(pots, booking.bookingType, booking.amount)),
    { payable: 0, nonPayable: 0 },
  );
}

export const MIN_DEPOSIT = 1500;
export const MAX_DEPOSIT = 10_000_000;
export const MIN_WITHDRAWAL = 1500;

export function checkWithdrawal(amount: unknown, pots: Pots): number {
  const max = pots.payable;
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < MIN_WITHDRAWAL ||
    amount > max
  ) {
    throw new DomainError(400, 'INVALID_AMOUNT', `Invalid withdraw Amount. Maximum ${max} IQD`, {
      details: { min: MIN_WITHDRAWAL, max },
    });
  }
  return amount;
}

export function checkDeposit(amountInCent: unknown): number {
  if (
    typeof amountInCent !== 'number' ||
    !Number.isInteger(amountInCent) ||
    amountInCent % 100 !== 0
  ) {
    throw new DomainError(400, 'INVALID_AMOUNT', 'Invalid Deposit Amount. Minimum 1500 IQD', {
      details: { min: MIN_DEPOSIT, max: MAX_DEPOSIT },
    });
  }
  const amount = amountInCent / 100;
  if (amount < MIN_DEPOSIT) {
    throw new DomainError(400, 'INVALID_AMOUNT', 'Invalid Deposit Amount. Minimum 1500 IQD', {
      details: { min: MIN_DEPOSIT, max: MAX_DEPOSIT },
    });
  }
  if (amount > MAX_DEPOSIT) {
    throw new DomainError(400, 'AMOUNT_ABOVE_LIMIT', `The maximum deposit is ${MAX_DEPOSIT} IQD`, {
      details: { max: MAX_DEPOSIT },
    });
  }
  return amount;
}
