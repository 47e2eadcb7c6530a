import { http, HttpResponse } from 'msw';
import { wrongTyped } from '@/testing/wrong-typed';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../account';
import { CALLS, type CallId } from '../calls';
import { routeOf } from '../contract/route-of';
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
const ticket = { ticketTypeName: '6of29', drawIds: [101], tips: [[1, 2, 3, 4, 5, 6]] };
const payout = {
  amount: 5000,
  method: 'FIB',
  fullName: 'A B',
  walletNumber: '07701234567',
} as const;
const sub = { tips: ticket.tips, weekdays: null, drawCount: null, minJackpot: null };
const open: TicketFilter[] = [{ filterKey: 'ticketState', filterValue: 'OPEN', filterValues: [] }];

/** Every money and ticket call of the adapter: how the app calls it (it goes where its row says). */
const CHECKED: { [K in CheckedCall]: () => Promise<unknown> } = {
  getAccountBalance: () => account.getAccountBalance(),
  getBookings: () => account.getBookings({ from: 0, quantity: 10 }),
  withdraw: () => account.withdraw(payout),
  getVouchers: () => account.getVouchers(),
  redeemVoucher: () => account.redeemVoucher('BONUS3000'),
  getActiveCart: () => cart.getActiveCart(),
  addTicketToCart: () => cart.addTicketToCart(ticket),
  addTicketsToCart: () => cart.addTicketsToCart([ticket]),
  deleteCartPosition: () => cart.deleteCartPosition(1, 1),
  recalculateCart: () => cart.recalculateCart(),
  addVoucherToCart: () => cart.addVoucherToCart('LUCKY2000'),
  getCartVouchers: () => cart.getCartVouchers(),
  purchaseCart: () => cart.purchaseCart(),
  invokePayIn: () =>
    payments.invokePayIn({ amountInCent: 500_000, useToken: false, paymentMethod: 'FIB' }),
  submitPayInResult: () => payments.submitPayInResult({ paymentId: 'PAY-1' }),
  checkPayIn: () => payments.checkPayIn('PAY-1'),
  getPaymentAvailability: () => payments.getPaymentAvailability(),
  getTickets: () => games.getTickets(open, { from: 0, quantity: 10, orderBy: '-created' }),
  getDrawWinnings: () => draws.getDrawWinnings(101),
  getDrawVerification: () => draws.getDrawVerification(629),
  getPrizeClaims: () => draws.getPrizeClaims(),
  getOrderReceipt: () => receipts.getOrderReceipt('R7008-40009'),
  getCharitySplit: () => charity.getCharitySplit(),
  getCharityDraws: () => charity.getCharityDraws('2026-01-01', '2026-12-31'),
  getCharityContribution: () => charity.getCharityContribution(),
  getRiskStatus: () => care.getRiskStatus(),
  getOffers: () => care.getOffers(),
  getGameRecall: () => care.getGameRecall(),
  getSubscriptions: () => subs.getSubscriptions(),
  createSubscription: () => subs.createSubscription(sub),
  changeSubscription: () => subs.changeSubscription(501, { status: 'PAUSED' }),
  cancelSubscription: () => subs.cancelSubscription(501),
  getSubscriptionRenewals: () => subs.getSubscriptionRenewals(501),
  ...PLAY_SESSION_CALLS,
};

/** Answers the call where its row routes it (msw reads the row's `:params` as its own). */
const answerWith = (id: CallId, respond: () => Response) => {
  const { method, path } = routeOf(id);
  server.use(
    http.all(lotteryUrl(path), ({ request }) =>
      request.method === method ? respond() : undefined,
    ),
  );
};

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
  it.each(calls)(
    '%s reads a well-formed answer, keeping keys it does not know',
    async (id, run) => {
      const answer = good[id] as AnswerTypes[CheckedCall];
      const extra = Array.isArray(answer)
        ? answer.map((item: object) => ({ ...item, newKey: 1 }))
        : { ...answer, newKey: 1 };
      answerWith(id, () => HttpResponse.json(extra));
      await expect(run()).resolves.toEqual(extra);
    },
  );

  it.each(calls)('%s: an answer cut in half is an unreadable answer', async (id, run) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const text = JSON.stringify(good[id]);
    answerWith(
      id,
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

  it.each(calls)('%s: a wrong-typed answer is an unreadable answer', async (id, run) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(id, () => HttpResponse.json(wrongTyped(good[id]) as object));
    const error = await rejectionOf(run);
    expect(isUnreadableAnswer(error)).toBe(true);
    expect(error).toMatchObject({ callId: id });
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(calls)('%s: an empty answer is an unreadable answer', async (id, run) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(id, () => new HttpResponse(null, { status: 200 }));
    expect(await rejectionOf(run)).toMatchObject({ name: 'UnreadableAnswerError', callId: id });
  });

  it('names where the answer differs in the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { receiptNumber: _dropped, ...rest } = good.purchaseCart;
    answerWith('purchaseCart', () => HttpResponse.json(rest));
    await rejectionOf(() => cart.purchaseCart());
    expect(warn).toHaveBeenCalledWith(
      '[api] purchaseCart: Unreadable answer: receiptNumber: invalid_type',
    );
  });

  it('leaves a refusal what it was: an ApiError with its status and code', async () => {
    answerWith('purchaseCart', () =>
      HttpResponse.json({ status: 'INSUFFICIENT_BALANCE', message: 'x' }, { status: 402 }),
    );
    const error = await rejectionOf(() => cart.purchaseCart());
    expect(isUnreadableAnswer(error)).toBe(false);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
  });
});
