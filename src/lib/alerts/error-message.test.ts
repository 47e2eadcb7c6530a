import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { errorMessage } from './error-message';

const error = (status: number | undefined, code?: string, details?: Record<string, unknown>) =>
  new ApiError(
    'x',
    'purchaseCart',
    status,
    code ? { status: code, message: 'x', details } : undefined,
  );

describe('errorMessage', () => {
  it('maps body codes to the section 8 messages', () => {
    expect(errorMessage(error(401, 'INVALID_CREDENTIALS'))).toEqual({ key: 'errors:loginFailed' });
    expect(errorMessage(error(403, 'ACCOUNT_SUSPENDED'))).toEqual({ key: 'errors:loginSuspended' });
    expect(errorMessage(error(422, 'SPENDING_LIMIT_EXCEEDED'))).toEqual({
      key: 'errors:spendingLimit',
    });
    expect(errorMessage(error(403, 'TERMS_NOT_ACCEPTED'))).toEqual({
      key: 'errors:termsNotAccepted',
    });
    // Extension: a full cart says so, not "an error on the server".
    expect(errorMessage(error(409, 'CART_FULL'))).toEqual({ key: 'cart:cartFull' });
  });

  it('puts the missing amount, grouped, into the insufficient-balance message', () => {
    expect(errorMessage(error(402, 'INSUFFICIENT_BALANCE', { missingAmount: 25000 }))).toEqual({
      key: 'errors:insufficientBalance.text',
      values: { amount: '25,000' },
    });
  });

  it('falls back to connection, server and generic messages', () => {
    expect(errorMessage(error(undefined))).toEqual({ key: 'errors:noConnection.text' });
    expect(errorMessage(error(503))).toEqual({ key: 'errors:serverError' });
    expect(errorMessage(error(400, 'SOMETHING_NEW'))).toEqual({ key: 'errors:generic' });
  });
});
