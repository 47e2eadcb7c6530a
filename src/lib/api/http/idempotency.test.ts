import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../account';
import * as cart from '../cart';
import * as payments from '../payments';
import { tokenStore } from '../tokens';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { goodAnswers } from '@/testing/answers';
import { makeJwt } from '@/testing/make-jwt';

const server = useApiServer();
const good = goodAnswers();

/** Records the Idempotency-Key of every request to `path`. */
function keysOf(method: 'post' | 'put', path: string, answer: object): (string | null)[] {
  const keys: (string | null)[] = [];
  server.use(
    http[method](lotteryUrl(path), ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json(answer);
    }),
  );
  return keys;
}

const ticket = { ticketTypeName: '6of29', drawIds: [1], tips: [[1, 2, 3, 4, 5, 6]] };
const payout = { amount: 2000, method: 'FIB', fullName: 'A B', walletNumber: '0770' } as const;

beforeEach(() => {
  tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r' });
});

describe('Idempotency-Key on money calls', () => {
  it('sends a fresh key on every money call of the adapter', async () => {
    const sent = [
      keysOf('post', '/orders/cart/ticket', good.addTicketToCart),
      keysOf('post', '/orders/cart/tickets', good.addTicketsToCart),
      keysOf('post', '/orders/cart/purchase', good.purchaseCart),
      keysOf('put', '/payment/pay-in/invoke', good.invokePayIn),
      keysOf('post', '/users/wallet/withdraw', good.withdraw),
      keysOf('put', '/users/vouchers', good.redeemVoucher),
    ];
    await cart.addTicketToCart(ticket);
    await cart.addTicketsToCart([ticket]);
    await cart.purchaseCart();
    await payments.invokePayIn({ amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' });
    await account.withdraw(payout);
    await account.redeemVoucher('BONUS3000');
    const keys = sent.flat();
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(6);
  });

  it("sends the caller's key for one action, the same again when the action is repeated", async () => {
    const keys = keysOf('post', '/users/wallet/withdraw', good.withdraw);
    await account.withdraw(payout, 'action-1');
    await account.withdraw(payout, 'action-1');
    expect(keys).toEqual(['action-1', 'action-1']);
  });

  it('sends no key on calls that move no money', async () => {
    const keys = keysOf('post', '/orders/cart/recalculate', good.recalculateCart);
    await cart.recalculateCart();
    expect(keys).toEqual([null]);
  });
});
