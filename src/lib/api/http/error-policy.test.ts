import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as account from '../account';
import * as cart from '../cart';
import * as cms from '../cms';
import { ApiError } from '../errors';
import * as payments from '../payments';
import { rejectionOf, usePolicyHarness } from '@/testing/error-policy-harness';
import { isReachable } from '@/lib/network';

const { server, fail, alerts, cmsUrl, lotteryUrl } = usePolicyHarness();

describe('every failure is an ApiError in axios wording', () => {
  it('keeps status, body code and message', async () => {
    fail('get', lotteryUrl('/users'), 400, 'VALIDATION_FAILED');
    const error = await rejectionOf(account.getProfile);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 400',
      status: 400,
      code: 'VALIDATION_FAILED',
      callId: 'getProfile',
    });
  });

  it('a network failure says "Network Error" and has no status', async () => {
    server.use(http.get(lotteryUrl('/users'), () => HttpResponse.error()));
    const error = await rejectionOf(account.getProfile);
    expect(error).toMatchObject({
      message: 'Network Error',
      status: undefined,
      isNetworkError: true,
    });
    // No answer at all: the backend is unreachable, which the banner says (decision 0274).
    expect(isReachable()).toBe(false);
    expect(alerts()).toEqual([]);
  });

  it('an answer, an error status too, makes the backend reachable again, and alerts return', async () => {
    server.use(http.get(lotteryUrl('/users'), () => HttpResponse.error()));
    await rejectionOf(account.getProfile);
    fail('get', lotteryUrl('/users'), 400);
    const error = await rejectionOf(account.getProfile);
    expect(isReachable()).toBe(true);
    expect(alerts()).toEqual([{ type: 'alert', error }]);
  });
});

describe('section 8, row by row', () => {
  it('raises the generic alert for an ordinary failure, then rejects', async () => {
    fail('get', lotteryUrl('/users'), 400);
    const error = await rejectionOf(account.getProfile);
    expect(alerts()).toEqual([{ type: 'alert', error }]);
  });

  it.each([
    ['login 401', () => account.login('0770', 'x'), 'post', '/users/login', 401],
    ['login 403', () => account.login('0770', 'x'), 'post', '/users/login', 403],
    ['balance 401', account.getAccountBalance, 'get', '/users/account-balance', 401],
    [
      'password change 401',
      () => account.changePassword('a', 'b'),
      'post',
      '/users/password/change',
      401,
    ],
    ['add ticket 400', () => cart.addTicketToCart({} as never), 'post', '/orders/cart/ticket', 400],
    ['add ticket 401', () => cart.addTicketToCart({} as never), 'post', '/orders/cart/ticket', 401],
    ['add tickets 400', () => cart.addTicketsToCart([]), 'post', '/orders/cart/tickets', 400],
    ['add tickets 401', () => cart.addTicketsToCart([]), 'post', '/orders/cart/tickets', 401],
    ['active cart 404', cart.getActiveCart, 'get', '/orders/cart', 404],
    ['active cart 500', cart.getActiveCart, 'get', '/orders/cart', 500],
    ['recalculate 500', cart.recalculateCart, 'post', '/orders/cart/recalculate', 500],
    ['purchase 403', () => cart.purchaseCart(), 'post', '/orders/cart/purchase', 403],
    ['purchase 401', () => cart.purchaseCart(), 'post', '/orders/cart/purchase', 401],
    [
      'deposit invoke 400',
      () => payments.invokePayIn({} as never),
      'put',
      '/payment/pay-in/invoke',
      400,
    ],
    [
      'pay-in result 400',
      () => payments.submitPayInResult({} as never),
      'post',
      '/payment/pay-in/result',
      400,
    ],
  ] as const)('%s: rejects without an alert', async (_name, run, method, path, status) => {
    fail(method, lotteryUrl(path), status);
    const error = await rejectionOf(run);
    expect(error).toMatchObject({ status });
    expect(alerts()).toEqual([]);
  });

  it.each([
    [402, 'INSUFFICIENT_BALANCE'],
    [422, 'SPENDING_LIMIT_EXCEEDED'],
    [409, 'NUMBERS_SOLD_OUT'],
  ])('purchase %i %s: the cart page explains it, no alert', async (status, code) => {
    fail('post', lotteryUrl('/orders/cart/purchase'), status, code);
    const error = await rejectionOf(() => cart.purchaseCart());
    expect(error).toMatchObject({ status, code });
    expect(alerts()).toEqual([]);
  });

  it('purchase: other failures still raise the generic alert', async () => {
    fail('post', lotteryUrl('/orders/cart/purchase'), 400, 'CART_EMPTY');
    const error = await rejectionOf(() => cart.purchaseCart());
    expect(error).toMatchObject({ status: 400, code: 'CART_EMPTY' });
    expect(alerts()).toHaveLength(1);
  });

  it('profile edit: silent on UNIQUE_VIOLATION, alerts on other codes', async () => {
    fail('put', lotteryUrl('/users'), 409, 'UNIQUE_VIOLATION');
    await rejectionOf(() => account.updateProfile({} as never));
    expect(alerts()).toEqual([]);
    fail('put', lotteryUrl('/users'), 409, 'VALIDATION_FAILED');
    await rejectionOf(() => account.updateProfile({} as never));
    expect(alerts()).toHaveLength(1);
  });

  it.each([
    ['registration', () => account.register({} as never), 'put', '/users/registration'],
    [
      'mobile confirmation',
      () => account.confirmMobileNumber('123456'),
      'post',
      '/users/confirm-mobile-number',
    ],
    ['withdrawal', () => account.withdraw({} as never), 'post', '/users/wallet/withdraw'],
    ['self-close', account.selfClose, 'put', '/users/self-close'],
    ['language change', () => account.setLanguage('en'), 'put', '/users/language'],
    ['add voucher', () => cart.addVoucherToCart('X'), 'put', '/orders/cart/voucher'],
  ] as const)('%s: the error goes to the caller, no alert', async (_name, run, method, path) => {
    fail(method, lotteryUrl(path), 422, 'SOME_CODE');
    const error = await rejectionOf(run);
    expect(error).toMatchObject({ status: 422, code: 'SOME_CODE' });
    expect(alerts()).toEqual([]);
  });

  it('forgot-password: failures are swallowed', async () => {
    fail('post', lotteryUrl('/users/password/reset/forgot'), 404, 'NOT_FOUND');
    await expect(account.forgotPassword('07700000000')).resolves.toBeUndefined();
    server.use(http.post(lotteryUrl('/users/password/reset/forgot'), () => HttpResponse.error()));
    await expect(account.forgotPassword('07700000000')).resolves.toBeUndefined();
    expect(alerts()).toEqual([]);
  });

  it('content service: only logged, rejected without an alert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(cmsUrl('/homepage'), () => HttpResponse.json({ data: null }, { status: 404 })),
    );
    await expect(cms.getHomepage('ar')).rejects.toMatchObject({ status: 404 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('getHomepage'));
    expect(alerts()).toEqual([]);
  });

  it('content service: navigation links and news lists fall back to []', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(cmsUrl('/navigation-links'), () => HttpResponse.error()),
      http.get(cmsUrl('/latest-news'), () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(cms.getNavigationLinks('ar')).resolves.toEqual([]);
    await expect(cms.getLatestNews('ar')).resolves.toEqual([]);
    expect(alerts()).toEqual([]);
  });
});
