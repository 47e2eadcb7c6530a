import { describe, expect, it } from 'vitest';
import { ANSWERS, type CheckedCall } from '../../../src/lib/api/schemas/answers';
import type {
  Cart,
  LottoResult,
  PayInInvokeResponse,
  TicketFilter,
} from '../../../src/lib/api/types';
import { call, control, ticket, token, useFake, type CallOptions } from '../../testing/fake';
import { fill, purchase } from './purchase-test-setup';

useFake();
const drawn: TicketFilter[] = [
  { filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] },
];
const open: TicketFilter[] = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];
const checked: CheckedCall[] = [];

/** Calls the fake and parses its answer with the app's schema: no drift (decision 0176). */
async function expectReadable<T>(id: CheckedCall, path: string, options: CallOptions = {}) {
  const { status, body } = await call<T>(path, options);
  expect(status, `${id} ${path}`).toBe(id === 'createSubscription' ? 201 : 200);
  const parsed = ANSWERS[id].safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, `${id} ${path}`).toEqual([]);
  checked.push(id);
  return body;
}

const invoke = (auth: string, paymentMethod: string) =>
  expectReadable<PayInInvokeResponse>('invokePayIn', '/payment/pay-in/invoke', {
    method: 'PUT',
    token: auth,
    body: { amountInCent: 300_000, useToken: false, paymentMethod },
  });

describe("the fake's answers read with the app's schemas", () => {
  it('balance, history, vouchers and a withdrawal', async () => {
    const auth = await token();
    await expectReadable('getAccountBalance', '/users/account-balance', { token: auth });
    await expectReadable('redeemVoucher', '/users/vouchers', {
      method: 'PUT',
      token: auth,
      query: { voucherCode: 'BONUS3000' },
    });
    const vouchers = await expectReadable<unknown[]>('getVouchers', '/users/vouchers', {
      token: auth,
    });
    expect(vouchers.length).toBeGreaterThan(1);
    await expectReadable('withdraw', '/users/wallet/withdraw', {
      method: 'POST',
      token: auth,
      body: { amount: 2000, method: 'FIB', fullName: 'Ahmed Hassan', walletNumber: '07701234567' },
    });
    const bookings = await expectReadable<unknown[]>('getBookings', '/users/bookings', {
      token: auth,
      query: { from: 0, quantity: 50 },
    });
    expect(bookings.length).toBeGreaterThan(1);
  });

  it('every cart answer, and the purchase', async () => {
    const auth = await token();
    await expectReadable('addTicketToCart', '/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: ticket(2),
    });
    await expectReadable('addTicketsToCart', '/orders/cart/tickets', {
      method: 'POST',
      token: auth,
      body: [ticket(1, 2), ticket(1)],
    });
    await expectReadable('addVoucherToCart', '/orders/cart/voucher', {
      method: 'PUT',
      token: auth,
      body: { voucherCode: 'LUCKY2000' },
    });
    await expectReadable('getCartVouchers', '/orders/cart/voucher', { token: auth });
    await expectReadable('recalculateCart', '/orders/cart/recalculate', {
      method: 'POST',
      token: auth,
    });
    const cart = await expectReadable<Cart>('getActiveCart', '/orders/cart', { token: auth });
    expect(cart.positions.some((p) => p.voucherDto) && cart.positions.length > 2).toBe(true);
    const last = cart.positions.find((p) => p.ticketDeliverIQDto)?.position_id;
    await expectReadable('deleteCartPosition', `/orders/${cart.orderId}/positions/${last}`, {
      method: 'DELETE',
      token: auth,
    });
    const bought = await expectReadable<{ receiptNumber: string }>(
      'purchaseCart',
      '/orders/cart/purchase',
      { method: 'POST', token: auth, query: { paymentMethod: 'NONE' } },
    );
    const receipt = `/orders/receipts/${bought.receiptNumber}`;
    await expectReadable('getOrderReceipt', receipt, { token: auth });
  });

  it('a purchase that refunded sold-out grids', async () => {
    const auth = await token();
    await fill(auth);
    await control('/scenario', { method: 'PUT', body: { soldOut: 'partial' } });
    const { status, body } = await purchase(auth);
    expect(status).toBe(200);
    expect(body.soldOutTips.length).toBeGreaterThan(0);
    expect(ANSWERS.purchaseCart.safeParse(body).success).toBe(true);
  });

  it('deposits by wallet and by card, their outcome and checks', async () => {
    const auth = await token();
    await expectReadable('getPaymentAvailability', '/payment/methods/availability');
    const wallet = await invoke(auth, 'FIB');
    expect(wallet.walletPayment).not.toBeNull();
    const check = `/payment/pay-in/check/${wallet.paymentId}`;
    await expectReadable('checkPayIn', check, { token: auth });
    const card = await invoke(auth, 'QI_CARD');
    expect(card.walletPayment).toBeNull();
    await control(`/payments/${card.paymentId}`, { method: 'POST', body: { outcome: 'failure' } });
    const failed = await expectReadable<{ failureReason?: string }>(
      'submitPayInResult',
      '/payment/pay-in/result',
      { method: 'POST', token: auth, body: { paymentId: card.paymentId } },
    );
    expect(failed.failureReason).toBeDefined();
  });

  it('open and drawn tickets with their results, and a drawn draw’s prizes', async () => {
    const auth = await token();
    await fill(auth);
    await purchase(auth);
    const list = (filters: TicketFilter[]) =>
      expectReadable<unknown[]>('getTickets', '/games/tickets/list', {
        method: 'POST',
        token: auth,
        query: { from: 0, quantity: 50, orderBy: '-created' },
        body: filters,
      });
    expect((await list(open)).length).toBeGreaterThan(0);
    expect((await list(drawn)).length).toBeGreaterThan(0);
    const results = (
      await call<LottoResult[]>('/draw/statistic/results', {
        query: { dateFrom: '2026-09-01', dateTo: '2026-11-20', gameTypeNames: '6of29' },
      })
    ).body;
    await expectReadable('getDrawWinnings', '/draw/winnings', {
      query: { drawId: results[0]?.drawId ?? 0 },
    });
  });

  it('where the money goes, and player care: risk, offers, game recall (0286)', async () => {
    const auth = { token: await token() };
    await expectReadable('getCharitySplit', '/charity/split');
    await expectReadable('getCharityDraws', '/charity/draws', {
      query: { from: '2026-01-01', to: '2026-12-31' },
    });
    await expectReadable('getCharityContribution', '/users/charity/contribution', auth);
    await expectReadable('getRiskStatus', '/users/responsible-play/risk', auth);
    await expectReadable('getOffers', '/users/offers', auth);
    await expectReadable('getGameRecall', '/users/game-recall', auth);
  });

  it("a draw's proof before and after its draw, and a manual draw's", async () => {
    const next = await control<{ drawId: number }>('/draws/next', { method: 'POST', body: {} });
    await expectReadable('getDrawVerification', '/draw/verification', {
      query: { drawId: next.body.drawId },
    });
    await expectReadable('getDrawVerification', '/draw/verification', {
      query: { drawId: next.body.drawId + 1 },
    });
    const manual = await control<{ drawId: number }>('/draws/next', {
      method: 'POST',
      body: { winningNumbers: [1, 2, 3, 4, 5, 6] },
    });
    await expectReadable('getDrawVerification', '/draw/verification', {
      query: { drawId: manual.body.drawId },
    });
    await expectReadable('getPrizeClaims', '/users/prize-claims', { token: await token() });
  });

  it('subscriptions and a renewal they bought', async () => {
    const sub = { tips: [[1, 2, 3, 4, 5, 6]], weekdays: null, drawCount: null, minJackpot: null };
    const { subscriptionId: id } = await expectReadable<{ subscriptionId: number }>(
      'createSubscription',
      '/users/subscriptions',
      { method: 'POST', token: await token(), body: sub },
    );
    await control('/clock', { method: 'POST', body: { advanceMs: 4 * 86_400_000 } });
    const auth = await token();
    await expectReadable('getSubscriptions', '/users/subscriptions', { token: auth });
    const path = `/users/subscriptions/${id}`;
    await expectReadable('getSubscriptionRenewals', `${path}/renewals`, { token: auth });
    const body = { status: 'PAUSED' };
    await expectReadable('changeSubscription', path, { method: 'PUT', token: auth, body });
    await expectReadable('cancelSubscription', path, { method: 'DELETE', token: auth });
  });

  it('covered every checked call of the app', () => {
    expect(new Set(checked)).toEqual(new Set(Object.keys(ANSWERS)));
  });
});
