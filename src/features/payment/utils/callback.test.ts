import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '@/lib/navigation';
import { callbackOutcome, readPaymentCallback, returnPath } from './callback';
import { nativeFundsLink, readAndroidPayment } from './native-link';

describe('callbackOutcome: keyed by the backend answer', () => {
  it('SUCCESSFUL: the success message, back to where the payment started', () => {
    expect(callbackOutcome({ kind: 'success', amount: 5000 })).toEqual({
      messageKey: 'deposit_successful',
      to: 'return',
    });
  });
  it('FAILED (refused, or no reason given): the refused route', () => {
    expect(callbackOutcome({ kind: 'failed', reason: 'REFUSED' })).toEqual({
      to: '/payment_android_deposit_refused',
    });
    expect(callbackOutcome({ kind: 'failed', reason: null })).toEqual({
      to: '/payment_android_deposit_refused',
    });
  });
  it('FAILED by a provider error: the failed route', () => {
    expect(callbackOutcome({ kind: 'failed', reason: 'ERROR' })).toEqual({
      to: '/payment_android_deposit_failed',
    });
  });
  it('paid but refused by the backend at settlement: back, saying why', () => {
    expect(callbackOutcome({ kind: 'failed', reason: 'DEPOSIT_LIMIT' })).toEqual({
      messageKey: 'deposit_limit_refused',
      to: 'return',
    });
    expect(callbackOutcome({ kind: 'failed', reason: 'TIME_OUT' })).toEqual({
      messageKey: 'deposit_break_refused',
      to: 'return',
    });
  });
  it('cancelled by the shopper: just back, no message', () => {
    expect(callbackOutcome({ kind: 'failed', reason: 'CANCELLED' })).toEqual({ to: 'return' });
  });
  it('still pending after the checks: back, with the timeout text', () => {
    expect(callbackOutcome({ kind: 'timeout' })).toEqual({
      messageKey: 'deposit_timeout',
      to: 'return',
    });
  });
});

describe('readPaymentCallback', () => {
  it('reads only the ids: no status or provider text from the URL', () => {
    const query =
      '?order_status=success&paymentId=PAY-1&order_id=PAY-1&origin=http%3A%2F%2Fa.test&error=Card+expired';
    expect(readPaymentCallback(query)).toEqual({
      orderId: 'PAY-1',
      paymentId: 'PAY-1',
      origin: 'http://a.test',
    });
  });
  it('is null on an ordinary page', () => {
    expect(readPaymentCallback('?tab=deposit')).toBeNull();
  });
});

describe('returnPath', () => {
  it('goes to my funds or the cart with a token query, by the stored target', () => {
    expect(returnPath('DEPOSIT', 'PAY-7')).toBe('/my_funds?token=PAY-7');
    expect(returnPath('CART', 'PAY-7')).toBe('/cart?token=PAY-7');
    expect(returnPath('NONE', 'PAY-7')).toBe('/');
    expect(returnPath('DEPOSIT', null)).toBe('/my_funds');
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://lottery.example', 'http://127.0.0.1:5173'];
  it.each(['https://lottery.example', 'https://lottery.example/', 'http://127.0.0.1:5173'])(
    'accepts %s',
    (origin) => expect(isAllowedOrigin(origin, allowed)).toBe(true),
  );
  it.each([
    null,
    '',
    'lottery.example',
    'https://lottery.example.evil.test',
    'https://evil.test/?https://lottery.example',
    'https://lottery.example@evil.test',
    'https://user:pw@lottery.example',
    'http://lottery.example',
    'https://lottery.example:8443',
    'https://lottery.example/cart',
    'http://127.0.0.1:5174',
    'javascript:alert(1)',
    '//lottery.example',
  ])('refuses %s', (origin) => expect(isAllowedOrigin(origin, allowed)).toBe(false));
});

describe('native links', () => {
  it('deep-links a checkout into the native funds page', () => {
    expect(nativeFundsLink('abc 1')).toBe('lottery://my_funds?checkout=abc+1');
    expect(nativeFundsLink(null)).toBeNull();
    expect(nativeFundsLink(' ')).toBeNull();
  });
  it('reads amount and useToken of /payment_android', () => {
    const read = (q: string) => readAndroidPayment(new URLSearchParams(q), 1500);
    expect(read('amount=5000&useToken=true')).toEqual({ amount: 5000, useToken: true });
    expect(read('amount=5000&useToken=false')).toEqual({ amount: 5000, useToken: false });
    expect(read('amount=5000')).toBeNull();
    expect(read('amount=1000&useToken=true')).toBeNull();
    expect(read('amount=50.5&useToken=true')).toBeNull();
  });
});
