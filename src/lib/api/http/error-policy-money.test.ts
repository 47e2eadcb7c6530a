import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as cart from '../cart';
import * as payments from '../payments';
import { rejectionOf, usePolicyHarness } from '@/testing/error-policy-harness';

const { server, fail, alerts, lotteryUrl } = usePolicyHarness();

// A money call whose answer never came may have booked: its screen says "not confirmed, check
// your history" (decision 0176); the no-connection alert's "try again" must not cover it.
describe('money calls without an answer', () => {
  it.each([
    ['purchase', 'post', '/orders/cart/purchase', () => cart.purchaseCart()],
    ['deposit invoke', 'put', '/payment/pay-in/invoke', () => payments.invokePayIn({} as never)],
  ] as const)('%s: a lost answer rejects without an alert', async (_name, method, path, run) => {
    server.use(http[method](lotteryUrl(path), () => HttpResponse.error()));
    const error = await rejectionOf(run);
    expect(error).toMatchObject({ isNetworkError: true });
    expect(alerts()).toEqual([]);
  });

  it('a server error on the same call still raises the generic alert (section 8)', async () => {
    fail('post', lotteryUrl('/orders/cart/purchase'), 500);
    await rejectionOf(() => cart.purchaseCart());
    // 500 is read as the geo dialog's cue only with the geo body; here it is the generic alert.
    expect(alerts()).toHaveLength(1);
  });
});
