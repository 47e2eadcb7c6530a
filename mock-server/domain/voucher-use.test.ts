import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { allocateVouchers, checkVoucherNeeded } from './voucher-use';

const lucky = { voucherId: 1, amount: 2000 };
const welcome = { voucherId: 2, amount: 5000 };

describe('allocateVouchers', () => {
  it('on a 1,000 IQD cart the first voucher covers it and the second is not consumed', () => {
    const result = allocateVouchers(1000, [lucky, welcome]);
    expect(result.cartPrice).toBe(0);
    expect(result.uses).toEqual([
      { voucherId: 1, amount: 2000, applied: 1000, unused: 1000 },
      { voucherId: 2, amount: 5000, applied: 0, unused: 5000 },
    ]);
    expect(result.consumed).toEqual([1]);
  });

  it('several vouchers add up until the price is covered', () => {
    const result = allocateVouchers(6000, [lucky, welcome]);
    expect(result.cartPrice).toBe(0);
    expect(result.uses.map((u) => u.applied)).toEqual([2000, 4000]);
    expect(result.consumed).toEqual([1, 2]);
  });

  it('vouchers smaller than the price leave the rest to pay', () => {
    const result = allocateVouchers(10_000, [lucky]);
    expect(result).toMatchObject({ cartPrice: 8000, consumed: [1] });
    expect(result.uses[0]?.unused).toBe(0);
  });

  it('an empty cart consumes nothing', () => {
    expect(allocateVouchers(0, [lucky])).toMatchObject({ cartPrice: 0, consumed: [] });
  });
});

describe('checkVoucherNeeded', () => {
  it('accepts a voucher while something is left to pay', () => {
    expect(() => checkVoucherNeeded(3000, [lucky])).not.toThrow();
  });

  it('refuses a voucher for a cart its vouchers already cover, with VOUCHER_NOT_NEEDED', () => {
    expect(() => checkVoucherNeeded(1000, [lucky])).toThrow(DomainError);
    try {
      checkVoucherNeeded(1000, [lucky]);
    } catch (error) {
      expect(error).toMatchObject({ httpStatus: 400, code: 'VOUCHER_NOT_NEEDED' });
    }
  });

  it('refuses a voucher for an empty cart', () => {
    expect(() => checkVoucherNeeded(0, [])).toThrow(/Nothing is left to pay/);
  });
});
