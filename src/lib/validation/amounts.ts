import type { Iqd } from '@/lib/api/types';
import { normalizeAmountInput } from './numeric-input';
import { V, type ValidationResult } from './messages';

export const MIN_DEPOSIT_IQD: Iqd = 1500;
export const MIN_WITHDRAWAL_IQD: Iqd = 1500;

/**
 * A typed amount of whole dinars: digits, optionally grouped with commas ("50,000").
 * Anything else (decimals, signs, letters, empty) → null. IQD has no fractions here.
 */
export function parseIqdAmount(value: string | number): Iqd | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const text = normalizeAmountInput(value);
  if (!/^(?:\d+|\d{1,3}(?:,\d{3})+)$/.test(text)) return null;
  const amount = Number(text.replace(/,/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Deposit: a whole amount of at least 1500 IQD. */
export function validateDepositAmount(value: string | number): ValidationResult {
  const amount = parseIqdAmount(value);
  return amount !== null && amount >= MIN_DEPOSIT_IQD ? null : V.depositInvalid;
}

/**
 * Withdrawal: a whole amount of at least 1500 IQD and at most the withdrawable funds.
 * The "Maximum {value} IQD" message needs `value` (the withdrawable funds) from the caller.
 */
export function validateWithdrawalAmount(
  value: string | number,
  withdrawable: Iqd,
): ValidationResult {
  const amount = parseIqdAmount(value);
  if (amount === null || amount < MIN_WITHDRAWAL_IQD) return V.withdrawBelowMinimum;
  return amount <= withdrawable ? null : V.withdrawAboveMaximum;
}
