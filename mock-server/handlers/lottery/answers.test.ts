import { describe, expect, it } from 'vitest';
import { ANSWERS } from '../../../src/lib/api/schemas/answers';
import type {
  Cart,
  LottoResult,
  PayInInvokeResponse,
  TicketFilter,
} from '../../../src/lib/api/types';
import { call, control, ticket, token, useFake } from '../../testing/fake';
import { checked, expectReadable } from '../../testing/readable-answers';
import { fill, purchase } from './purchase-test-setup';

useFake();
const drawn: TicketFilter[] = [
  { filterKey: 'ticketState', filterValue: '', filterValues: ['LOST', 'WON_FINALIZED'] },
];
const open: TicketFilter[] = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];

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

  it('money figures, player care (0286), session caps and the overview (0282, 0283)', async () => {
    const auth = { token: await token() };
    const year = { query: { from: '2026-01-01', to: '2026-12-31' } };
    await expectReadable('getCharitySplit', '/charity/split');
    await expectReadable('getCharityDraws', '/charity/draws', year);
    const reads = [
      ['getCharityContribution', '/users/charity/contribution'],
      ['getRiskStatus', '/users/responsible-play/risk'],
      ['getOffers', '/users/offers'],
      ['getGameRecall', '/users/game-recall'],
      ['getSessionLimit', '/users/session-limit'],
      ['getSpendingOverview', '/users/spending-overview'],
    ] as const;
    for (const [id, path] of reads) await expectReadable(id, path, auth);
    const put = (body: object) => ({ ...auth, method: 'PUT' as const, body });
    await expectReadable('setSessionLimit', '/users/session-limit', put({ minutes: 60 }));
    const often = put({ frequency: 'WEEK' });
    await expectReadable('setSpendingOverviewFrequency', '/users/spending-overview', often);
    const seen = { ...auth, method: 'POST' as const };
    await expectReadable('markSpendingOverviewSeen', '/users/spending-overview/seen', seen);
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
