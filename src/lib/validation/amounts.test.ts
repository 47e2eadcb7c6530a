import { describe, expect, it } from 'vitest';
import { parseIqdAmount, validateDepositAmount, validateWithdrawalAmount } from './amounts';
import { V } from './messages';

describe('parseIqdAmount', () => {
  it.each([
    ['1500', 1500],
    ['50,000', 50000],
    ['1,000,000', 1000000],
    ['١٥٠٠', 1500],
    [' 2000 ', 2000],
    [2500, 2500],
  ])('reads %s as %d', (input, amount) => {
    expect(parseIqdAmount(input)).toBe(amount);
  });

  it.each(['', '15.5', '-1500', '1,50,0', '1500 IQD', 'abc', '1e4', 1500.5, -1, Number.NaN])(
    'refuses %s',
    (input) => {
      expect(parseIqdAmount(input)).toBeNull();
    },
  );
});

describe('validateDepositAmount', () => {
  it('accepts 1500 IQD and more', () => {
    expect(validateDepositAmount('1500')).toBeNull();
    expect(validateDepositAmount(1501)).toBeNull();
    expect(validateDepositAmount('1,000,000')).toBeNull();
  });

  it.each(['1499', '0', '', 'abc', '1500.5'])('rejects %s with the minimum message', (input) => {
    expect(validateDepositAmount(input)).toBe(V.depositInvalid);
  });
});

describe('validateWithdrawalAmount', () => {
  it('accepts amounts between 1500 and the withdrawable funds, both included', () => {
    expect(validateWithdrawalAmount('1500', 50000)).toBeNull();
    expect(validateWithdrawalAmount('50,000', 50000)).toBeNull();
    expect(validateWithdrawalAmount(20000, 50000)).toBeNull();
  });

  it('rejects more than the withdrawable funds with the maximum message', () => {
    expect(validateWithdrawalAmount('50001', 50000)).toBe(V.withdrawAboveMaximum);
    expect(validateWithdrawalAmount('2000', 1000)).toBe(V.withdrawAboveMaximum);
  });

  it('rejects less than 1500 or a non-amount with the minimum message', () => {
    expect(validateWithdrawalAmount('1499', 50000)).toBe(V.withdrawBelowMinimum);
    expect(validateWithdrawalAmount('', 50000)).toBe(V.withdrawBelowMinimum);
    expect(validateWithdrawalAmount('12.5', 50000)).toBe(V.withdrawBelowMinimum);
  });
});
