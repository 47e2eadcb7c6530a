import { describe, expect, it } from 'vitest';
import { prefilledAmount, topUpPath } from './top-up';

describe('topUpPath', () => {
  it('opens the deposit with the missing amount and a way back to the cart', () => {
    expect(topUpPath(6000)).toBe('/my_funds?tab=deposit&amount=6000&from=cart');
  });

  it('fills in the smallest deposit when less than that is missing', () => {
    expect(topUpPath(1000)).toBe('/my_funds?tab=deposit&amount=1500&from=cart');
    expect(topUpPath(1500)).toBe('/my_funds?tab=deposit&amount=1500&from=cart');
  });

  it('leaves the amount out when the backend did not say it', () => {
    expect(topUpPath(null)).toBe('/my_funds?tab=deposit&from=cart');
    expect(topUpPath(0)).toBe('/my_funds?tab=deposit&from=cart');
  });
});

describe('prefilledAmount', () => {
  it('takes whole dinars only', () => {
    expect(prefilledAmount('6000')).toBe('6000');
    expect(prefilledAmount('-5')).toBe('');
    expect(prefilledAmount('1.5')).toBe('');
    expect(prefilledAmount('<script>')).toBe('');
    expect(prefilledAmount(null)).toBe('');
  });
});
