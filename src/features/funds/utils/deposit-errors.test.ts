import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { depositErrorKey } from './deposit-errors';

const failure = (status: number | undefined, code?: string) =>
  new ApiError('failed', 'invokePayIn', status, code ? { status: code, message: code } : undefined);

describe('depositErrorKey', () => {
  it('says the outcome is unknown when no answer came back, since the deposit may have started', () => {
    expect(depositErrorKey(failure(undefined))).toBe('deposit.errors.unknown');
  });

  it('keeps the answered failures as they were', () => {
    expect(depositErrorKey(failure(503))).toBe('deposit.errors.error');
    expect(depositErrorKey(failure(402))).toBe('deposit.errors.refused');
    expect(depositErrorKey(failure(400, 'INVALID_AMOUNT'))).toBe('deposit.errors.invalidAmount');
    expect(depositErrorKey(new Error('boom'))).toBe('deposit.errors.failed');
  });
});
