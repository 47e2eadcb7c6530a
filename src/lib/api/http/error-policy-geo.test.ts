import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as account from '../account';
import * as cart from '../cart';
import * as cms from '../cms';
import { getGameInfos } from '../games';
import * as payments from '../payments';
import { eventsOf } from '@/testing/api-events';
import { GEO_RESTRICTED_STATUS } from '../types';
import { UNAUTHORIZED_MESSAGE } from './failure';
import { rejectionOf, usePolicyHarness } from '@/testing/error-policy-harness';

const { server, events, fail, alerts, cmsUrl, lotteryUrl } = usePolicyHarness();

describe('cart-empty', () => {
  it('is emitted when the message is "Request failed with status code 401"', async () => {
    fail('get', lotteryUrl('/users'), 401, 'UNAUTHORIZED');
    const error = await rejectionOf(account.getProfile);
    expect(error).toMatchObject({ message: UNAUTHORIZED_MESSAGE });
    // The refused refresh is a 401 as well: the session is over, so is the cart.
    expect(eventsOf(events, 'cart-empty')).toHaveLength(2);
    expect(alerts()).toHaveLength(1);
  });

  it('is emitted for a silent 401 too (add ticket)', async () => {
    fail('post', lotteryUrl('/orders/cart/ticket'), 401);
    await rejectionOf(() => cart.addTicketToCart({} as never));
    expect(eventsOf(events, 'cart-empty')).toHaveLength(2);
  });

  it('is not emitted for other statuses', async () => {
    fail('get', lotteryUrl('/users'), 403);
    await rejectionOf(account.getProfile);
    expect(eventsOf(events, 'cart-empty')).toEqual([]);
  });
});

describe('geo restriction', () => {
  const geo = () => eventsOf(events, 'geo-restricted');

  it('a plain HTTP 500 is a server error, not a region block: the alert says so', async () => {
    fail('get', lotteryUrl('/users'), 500);
    const error = await rejectionOf(account.getProfile);
    expect(error).toMatchObject({ status: 500 });
    expect(geo()).toEqual([]);
    expect(alerts()).toEqual([{ type: 'alert', error }]);
  });

  it.each([
    ['add to cart', () => cart.addTicketToCart({} as never), 'post', '/orders/cart/ticket'],
    ['purchase', () => cart.purchaseCart(), 'post', '/orders/cart/purchase'],
    ['voucher', () => cart.addVoucherToCart('X'), 'put', '/orders/cart/voucher'],
    ['registration', () => account.register({} as never), 'put', '/users/registration'],
    ['deposit', () => payments.invokePayIn({} as never), 'put', '/payment/pay-in/invoke'],
    ['withdraw', () => account.withdraw({} as never), 'post', '/users/wallet/withdraw'],
  ] as const)('%s: a 500 without the geo body is never geo', async (_name, run, method, path) => {
    fail(method, lotteryUrl(path), 500, 'INTERNAL_ERROR');
    await expect(rejectionOf(run)).resolves.toMatchObject({ status: 500 });
    expect(geo()).toEqual([]);
  });

  it.each([200, 403, 451, 500])(
    'the geo body counts whatever the HTTP status (%i)',
    async (status) => {
      fail('get', lotteryUrl('/users'), status, GEO_RESTRICTED_STATUS);
      await rejectionOf(account.getProfile);
      expect(geo()).toHaveLength(1);
      expect(alerts()).toEqual([]);
    },
  );

  it('a success body whose status is the geo text: geo event and a rejection', async () => {
    server.use(
      http.get(lotteryUrl('/sales/game-infos'), () =>
        HttpResponse.json({ status: GEO_RESTRICTED_STATUS }),
      ),
    );
    await expect(getGameInfos()).rejects.toMatchObject({
      status: 200,
      code: GEO_RESTRICTED_STATUS,
    });
    expect(geo()).toHaveLength(1);
  });

  it('a failure body whose status is the geo text', async () => {
    fail('post', lotteryUrl('/users/login'), 403, GEO_RESTRICTED_STATUS);
    await rejectionOf(() => account.login('0770', 'x'));
    expect(geo()).toHaveLength(1);
  });

  it('the content service reports the geo body too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail('get', cmsUrl('/homepage'), 451, GEO_RESTRICTED_STATUS);
    await rejectionOf(() => cms.getHomepage('ar'));
    expect(geo()).toHaveLength(1);
  });

  it('a plain 500 from the content service is not geo', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail('get', cmsUrl('/homepage'), 500);
    await rejectionOf(() => cms.getHomepage('ar'));
    expect(geo()).toEqual([]);
  });

  it('calls silent on 500 (active cart, recalculate) are geo only on the geo body', async () => {
    fail('get', lotteryUrl('/orders/cart'), 500);
    fail('post', lotteryUrl('/orders/cart/recalculate'), 500);
    await rejectionOf(cart.getActiveCart);
    await rejectionOf(cart.recalculateCart);
    expect(geo()).toEqual([]);
    fail('get', lotteryUrl('/orders/cart'), 500, GEO_RESTRICTED_STATUS);
    await rejectionOf(cart.getActiveCart);
    expect(geo()).toHaveLength(1);
  });

  it('a network failure while offline raises no alert (the no-connection dialog covers it)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(lotteryUrl('/users'), () => HttpResponse.error()));
    await expect(account.getProfile()).rejects.toMatchObject({ isNetworkError: true });
    expect(alerts()).toEqual([]);
  });

  it('not while the browser is offline: the generic alert shows instead', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fail('get', lotteryUrl('/users'), 500, GEO_RESTRICTED_STATUS);
    await rejectionOf(account.getProfile);
    expect(geo()).toEqual([]);
    expect(alerts()).toHaveLength(1);
  });
});
