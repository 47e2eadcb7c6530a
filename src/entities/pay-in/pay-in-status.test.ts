import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { PayInResult, PaymentStatus } from '@/lib/api/types';
import { UnreadableAnswerError } from '@/lib/api/unreadable-answer';
import { createQueryClient } from '@/lib/query';
import { fakeApi } from '@/testing/fake-adapter';
import { askPayIn, CARD_RETURN_SCHEDULE, payInStatusQuery, WALLET_SCHEDULE } from './pay-in-status';

const result = (status: PaymentStatus): PayInResult => ({ paymentId: 'P1', status, amount: 5000 });
const pending = async () => result('PENDING');

/** Observes the status query as a screen would; returns what it holds at each moment. */
function watch(schedule = CARD_RETURN_SCHEDULE) {
  const observer = new QueryObserver(createQueryClient(), payInStatusQuery('P1', schedule));
  const stop = observer.subscribe(() => undefined);
  onTestFinished(stop);
  return () => observer.getCurrentResult().data;
}
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

afterEach(() => vi.useRealTimers());

describe('askPayIn: one question to the backend', () => {
  it('tells only what the backend said; PENDING is no outcome yet', async () => {
    fakeApi({ checkPayIn: async () => ({ ...result('FAILED'), failureReason: 'REFUSED' }) });
    expect(await askPayIn('P1', 'check')).toEqual({ kind: 'failed', reason: 'REFUSED' });
    fakeApi({ submitPayInResult: async () => result('SUCCESSFUL') });
    expect(await askPayIn('P1', 'result')).toEqual({ kind: 'success', amount: 5000 });
    fakeApi({ checkPayIn: pending });
    expect(await askPayIn('P1', 'check')).toBeNull();
  });

  it('an unreadable or failed answer is "outcome unknown", never an outcome', async () => {
    fakeApi({ checkPayIn: () => Promise.reject(new UnreadableAnswerError('checkPayIn', 'cut')) });
    expect(await askPayIn('P1', 'check')).toBeNull();
    fakeApi({ checkPayIn: () => Promise.reject(new Error('Network Error')) });
    expect(await askPayIn('P1', 'check')).toBeNull();
  });

  it("the backend's timeout answer (408) is the timeout outcome", async () => {
    const timeout = new ApiError('408', 'checkPayIn', 408, {
      status: 'PAYMENT_TIMEOUT',
      message: '',
    });
    fakeApi({ checkPayIn: () => Promise.reject(timeout) });
    expect(await askPayIn('P1', 'check')).toEqual({ kind: 'timeout' });
  });
});

describe('payInStatusQuery: one query, two schedules', () => {
  it('card return: pay-in/result at once, then checks with backoff, then the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const api = fakeApi({ submitPayInResult: vi.fn(pending), checkPayIn: vi.fn(pending) });
    const data = watch();
    await advance(0);
    expect(api.submitPayInResult).toHaveBeenCalledOnce();
    expect(data()).toBeNull();
    await advance(500 + 1_000 + 2_000);
    expect(api.checkPayIn).toHaveBeenCalledTimes(3);
    expect(data()).toBeNull();
    await advance(4_000);
    expect(api.checkPayIn).toHaveBeenCalledTimes(4);
    // Still PENDING at the last ask: "pending, we'll tell you", and no more asks.
    expect(data()).toEqual({ kind: 'timeout' });
    await advance(60_000);
    expect(api.checkPayIn).toHaveBeenCalledTimes(4);
  });

  it('wallet: the first check after 3 s; an outcome stops the asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const checkPayIn = vi
      .fn<() => Promise<PayInResult>>()
      .mockImplementationOnce(pending)
      .mockResolvedValue(result('SUCCESSFUL'));
    fakeApi({ checkPayIn });
    const data = watch(WALLET_SCHEDULE);
    await advance(2_999);
    expect(checkPayIn).not.toHaveBeenCalled();
    await advance(1);
    expect(checkPayIn).toHaveBeenCalledOnce();
    await advance(3_000);
    expect(data()).toEqual({ kind: 'success', amount: 5000 });
    await advance(30_000);
    expect(checkPayIn).toHaveBeenCalledTimes(2);
  });

  it('wallet: still pending after 90 s of checks every 3 s is the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const checkPayIn = vi.fn(pending);
    fakeApi({ checkPayIn });
    const data = watch(WALLET_SCHEDULE);
    await advance(87_000);
    expect(data()).toBeNull();
    await advance(3_000);
    expect(checkPayIn).toHaveBeenCalledTimes(30);
    expect(data()).toEqual({ kind: 'timeout' });
  });
});
