import { describe, expect, it } from 'vitest';
import { walletFailureKey } from './wallet-outcome';

describe('walletFailureKey', () => {
  it("names the backend's own refusals at settlement, not the generic text", () => {
    expect(walletFailureKey('DEPOSIT_LIMIT')).toBe('deposit.errors.depositLimit');
    expect(walletFailureKey('TIME_OUT')).toBe('deposit.errors.timeOut');
  });
  it("keeps each provider reason's text and the generic one for no reason", () => {
    expect(walletFailureKey('REFUSED')).toBe('deposit.errors.refused');
    expect(walletFailureKey('ERROR')).toBe('deposit.errors.error');
    expect(walletFailureKey('CANCELLED')).toBe('deposit.errors.cancelled');
    expect(walletFailureKey(null)).toBe('deposit.errors.notProcessed');
  });
});
