import { http, HttpResponse } from 'msw';
import { wrongTyped } from '@/testing/wrong-typed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../account';
import { CALLS } from '../calls';
import * as cart from '../cart';
import * as charity from '../charity-calls';
import * as care from '../player-care-calls';
import * as draws from '../draws';
import { isUnreadableAnswer } from '../errors';
import * as games from '../games';
import * as payments from '../payments';
import * as receipts from '../receipts';
import * as subs from '../subscriptions';
import type { AnswerTypes, CheckedCall } from '../schemas/answers';
import type { TicketFilter } from '../types';
import { tokenStore } from '../tokens';
import { goodAnswers } from '@/testing/answers';
import { PLAY_SESSION_CALLS } from '@/testing/play-session-fixtures';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { makeJwt } from '@/testing/make-jwt';
import { lotteryUrl, useApiServer } from '@/testing/network';

const server = useApiServer();
const events = useApiEvents();
type Method = 'get' | 'post' | 'put' | 'delete';
const ticket = { ticketTypeName: '6of29', drawIds: [101], tips: [[1, 2, 3, 4, 5, 6]] };
const payout = {
  amount: 5000,
  method: 'FIB',
  fullName: 'A B',
  walletNumber: '07701234567',
} as const;
const SUB = '/users/subscriptions/501';
const sub = { tips: ticket.tips, weekdays: null, drawCount: null, minJackpot: null };
const open: TicketFilter[] = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];

/** Every money and ticket call of the adapter: its endpoint and how the app calls it. */
const CHECKED: { [K in CheckedCall]: [Method, string, () => Promise<unknown>] } = {
  getAccountBalance: ['get', '/users/account-balance', () => account.getAccountBalance()],
  getBookings: ['get', '/users/bookings', () => account.getBookings({ from: 0, quantity: 10 })],
  withdraw: ['post', '/users/wallet/withdraw', () => account.withdraw(payout)],
  getVouchers: ['get', '/users/vouchers', () => account.getVouchers()],
  redeemVoucher: ['put', '/users/vouchers', () => account.redeemVoucher('BONUS3000')],
  getActiveCart: ['get', '/orders/cart', () => cart.getActiveCart()],
  addTicketToCart: ['post', '/orders/cart/ticket', () => cart.addTicketToCart(ticket)],
  addTicketsToCart: ['post', '/orders/cart/tickets', () => cart.addTicketsToCart([ticket])],
  deleteCartPosition: ['delete', '/orders/1/positions/1', () => cart.deleteCartPosition(1, 1)],
  recalculateCart: ['post', '/orders/cart/recalculate', () => cart.recalculateCart()],
  addVoucherToCart: ['put', '/orders/cart/voucher', () => cart.addVoucherToCart('LUCKY2000')],
  getCartVouchers: ['get', '/orders/cart/voucher', () => cart.getCartVouchers()],
  purchaseCart: ['post', '/orders/cart/purchase', () => cart.purchaseCart()],
  invokePayIn: [
    'put',
    '/payment/pay-in/invoke',
    () => payments.invokePayIn({ amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' }),
  ],
  submitPayInResult: [
    'post',
    '/payment/pay-in/result',
    () => payments.submitPayInResult({ paymentId: 'PAY-1' }),
  ],
  checkPayIn: ['get', '/payment/pay-in/check/PAY-1', () => payments.checkPayIn('PAY-1')],
  getPaymentAvailability: [
    'get',
    '/payment/methods/availability',
    () => payments.getPaymentAvailability(),
  ],
  getTickets: [
    'post',
    '/games/tickets/list',
    () => games.getTickets(open, { from: 0, quantity: 10, orderBy: '-created' }),
  ],
  getDrawWinnings: ['get', '/draw/winnings', () => draws.getDrawWinnings(101)],
  getDrawVerification: ['get', '/draw/verification', () => draws.getDrawVerification(629)],
  getPrizeClaims: ['get', '/users/prize-claims', () => draws.getPrizeClaims()],
  getOrderReceipt: [
    'get',
    '/orders/receipts/R7008-40009',
    () => receipts.getOrderReceipt('R7008-40009'),
  ],
  getCharitySplit: ['get', '/charity/split', () => charity.getCharitySplit()],
  getCharityDraws: [
    'get',
    '/charity/draws',
    () => charity.getCharityDraws('2026-01-01', '2026-12-31'),
  ],
  getCharityContribution: [
    'get',
    '/users/charity/contribution',
    () => charity.getCharityContribution(),
  ],
  ...PLAY_SESSION_CALLS,
  getRiskStatus: ['get', '/users/responsible-play/risk', () => care.getRiskStatus()],
  getOffers: ['get', '/users/offers', () => care.getOffers()],
  getGameRecall: ['get', '/users/game-recall', () => care.getGameRecall()],
  getSubscriptions: ['get', '/users/subscriptions', () => subs.getSubscriptions()],
  createSubscription: ['post', '/users/subscriptions', () => subs.createSubscription(sub)],
  changeSubscription: [
    'put',
    '/users/subscriptions/501',
    () => subs.changeSubscription(501, { status: 'PAUSED' }),
  ],
  cancelSubscription: ['delete', SUB, () => subs.cancelSubscription(501)],
  getSubscriptionRenewals: ['get', `${SUB}/renewals`, () => subs.getSubscriptionRenewals(501)],
};

const answerWith = (method: Method, path: string, respond: () => Response) =>
  server.use(http[method](lotteryUrl(path), respond));

/** What the call rejected with; fails when it resolved. */
const rejectionOf = (run: () => Promise<unknown>) =>
  run().then(
    (value) => {
      throw new Error(`resolved with ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );

const good = goodAnswers();
const calls = Object.entries(CHECKED) as [CheckedCall, (typeof CHECKED)[CheckedCall]][];
const silent = (id: CheckedCall) => CALLS[id].onFailure !== 'alert' || !!CALLS[id].idempotent;

beforeEach(() => {
  tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 900 }), refreshToken: 'r1' });
});

describe('money and ticket calls check what the backend answers (decision 0176)', () => {
  it.each(calls)('%s reads a well-formed answer, keeping keys it does not know', async (id, c) => {
    const [method, path, run] = c;
    const answer = good[id] as AnswerTypes[CheckedCall];
    const extra = Array.isArray(answer)
      ? answer.map((item: object) => ({ ...item, newKey: 1 }))
      : { ...answer, newKey: 1 };
    answerWith(method, path, () => HttpResponse.json(extra));
    await expect(run()).resolves.toEqual(extra);
  });

  it.each(calls)('%s: an answer cut in half is an unreadable answer', async (id, c) => {
    const [method, path, run] = c;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const text = JSON.stringify(good[id]);
    answerWith(
      method,
      path,
      () =>
        new HttpResponse(text.slice(0, Math.floor(text.length / 2)), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await rejectionOf(run);
    expect(isUnreadableAnswer(error)).toBe(true);
    expect(error).toMatchObject({ callId: id, status: 200, body: undefined });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(`[api] ${id}:`);
    // Money calls tell "outcome unknown" on their own screen; the others raise the generic alert.
    expect(eventsOf(events, 'alert')).toHaveLength(silent(id) ? 0 : 1);
  });

  it.each(calls)('%s: a wrong-typed answer is an unreadable answer', async (id, c) => {
    const [method, path, run] = c;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(method, path, () => HttpResponse.json(wrongTyped(good[id]) as object));
    const error = await rejectionOf(run);
    expect(isUnreadableAnswer(error)).toBe(true);
    expect(error).toMatchObject({ callId: id });
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(calls)('%s: an empty answer is an unreadable answer', async (id, c) => {
    const [method, path, run] = c;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(method, path, () => new HttpResponse(null, { status: 200 }));
    expect(await rejectionOf(run)).toMatchObject({ name: 'UnreadableAnswerError', callId: id });
  });

  it('names where the answer differs in the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { receiptNumber: _dropped, ...rest } = good.purchaseCart;
    answerWith('post', '/orders/cart/purchase', () => HttpResponse.json(rest));
    await rejectionOf(() => cart.purchaseCart());
    expect(warn).toHaveBeenCalledWith(
      '[api] purchaseCart: Unreadable answer: receiptNumber: invalid_type',
    );
  });

  it('leaves a refusal what it was: an ApiError with its status and code', async () => {
    answerWith('post', '/orders/cart/purchase', () =>
      HttpResponse.json({ status: 'INSUFFICIENT_BALANCE', message: 'x' }, { status: 402 }),
    );
    const error = await rejectionOf(() => cart.purchaseCart());
    expect(isUnreadableAnswer(error)).toBe(false);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
  });
});
