import { describe, expect, it } from 'vitest';
import type { PayInOutcome } from '@/lib/payment';
import type { PaymentCallback } from './callback';
import {
  initialPaymentReturn,
  paymentReturn,
  type PaymentReturn,
  type PaymentReturnEvent,
} from './payment-return';

const callback: PaymentCallback = { orderId: 'PAY-9', paymentId: 'PAY-9', origin: null };
const returned: PaymentReturnEvent = { type: 'returned', search: '?paymentId=PAY-9', callback };
const verifying = paymentReturn(initialPaymentReturn, returned);
const answer = (outcome: PayInOutcome, paymentId = 'PAY-9'): PaymentReturnEvent => ({
  type: 'answered',
  paymentId,
  outcome,
});
const run = (state: PaymentReturn, ...events: PaymentReturnEvent[]) =>
  events.reduce(paymentReturn, state);

describe('paymentReturn: the steps back from the card page', () => {
  it('a return with a payment id is verified with the backend first: no outcome yet', () => {
    expect(verifying).toEqual({ step: 'verifying', search: '?paymentId=PAY-9', callback });
  });

  it.each<[string, PayInOutcome]>([
    ['paid', { kind: 'success', amount: 5000 }],
    ['refused', { kind: 'failed', reason: 'REFUSED' }],
    ['still pending at the deadline, or the backend said timeout', { kind: 'timeout' }],
  ])('%s: settles with exactly what the backend answered', (_, outcome) => {
    expect(run(verifying, answer(outcome))).toEqual({
      step: 'settled',
      search: '?paymentId=PAY-9',
      callback,
      outcome,
    });
  });

  it('a return without a payment id has nothing to ask: it settles with no outcome', () => {
    const bare = { ...callback, paymentId: null };
    expect(run(initialPaymentReturn, { type: 'returned', search: '?x', callback: bare })).toEqual({
      step: 'settled',
      search: '?x',
      callback: bare,
      outcome: null,
    });
  });

  it('an answer about another payment, or once no longer verifying, changes nothing', () => {
    expect(run(verifying, answer({ kind: 'success', amount: 1 }, 'PAY-1'))).toBe(verifying);
    expect(run(initialPaymentReturn, answer({ kind: 'success', amount: 1 }))).toBe(
      initialPaymentReturn,
    );
    const done = run(verifying, answer({ kind: 'timeout' }), { type: 'shown', android: false });
    expect(run(done, answer({ kind: 'success', amount: 1 }))).toBe(done);
  });

  it('the same return seen again is not a new one; a new return starts over', () => {
    expect(run(verifying, returned)).toBe(verifying);
    const next = {
      ...returned,
      search: '?paymentId=PAY-10',
      callback: { ...callback, paymentId: 'PAY-10' },
    };
    expect(run(verifying, next)).toMatchObject({ step: 'verifying', search: '?paymentId=PAY-10' });
  });

  it('on the web, showing the outcome ends it', () => {
    const shown = run(verifying, answer({ kind: 'timeout' }), { type: 'shown', android: false });
    expect(shown.step).toBe('done');
    expect(run(shown, { type: 'closeTimeElapsed' }, { type: 'reachedStart' })).toBe(shown);
  });

  it('in the Android wrapper: 2 s, then the start screen, then the hand-over, in that order', () => {
    const settled = run(verifying, answer({ kind: 'success', amount: 5000 }));
    const closing = run(settled, { type: 'shown', android: true });
    expect(closing.step).toBe('closing');
    // Reaching the start screen early does not hand over: the 2 s come first.
    expect(run(closing, { type: 'reachedStart' })).toBe(closing);
    const leaving = run(closing, { type: 'closeTimeElapsed' });
    expect(leaving.step).toBe('leaving');
    expect(run(leaving, { type: 'reachedStart' }).step).toBe('handedOver');
  });

  it('nothing but an answer leaves verifying', () => {
    for (const event of [
      { type: 'shown', android: true },
      { type: 'closeTimeElapsed' },
      { type: 'reachedStart' },
    ] as const)
      expect(run(verifying, event)).toBe(verifying);
  });
});
