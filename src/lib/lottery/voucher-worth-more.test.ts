import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { worthMoreOf } from './voucher-worth-more';

const refusal = (status: string, details?: Record<string, unknown>) =>
  new ApiError('Request failed', 'addVoucherToCart', 400, { status, message: 'x', details });

describe('worthMoreOf', () => {
  it('reads the backend’s figures', () => {
    const error = refusal('VOUCHER_WORTH_MORE', {
      voucherAmount: 5000,
      applied: 1000,
      unused: 4000,
    });
    expect(worthMoreOf(error, 'WELCOME5000')).toEqual({
      code: 'WELCOME5000',
      amounts: { voucherAmount: 5000, applied: 1000, unused: 4000 },
    });
  });

  it('keeps the choice but invents no figure when the details cannot be read', () => {
    const error = refusal('VOUCHER_WORTH_MORE', { voucherAmount: '5000' });
    expect(worthMoreOf(error, 'X')).toEqual({ code: 'X', amounts: null });
  });

  it('is no choice for another refusal', () => {
    expect(worthMoreOf(refusal('VOUCHER_EXPIRED'), 'X')).toBeNull();
  });
});
