import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import * as cart from '../../src/lib/api/cart';
import { VOUCHER_CHOICE_STATES as S } from '../states-voucher-choices';
import { cartWithVoucher } from './support/cart-shapes';
import { errorBody, iqd } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { integer } = MatchersV3;
const pact = extensionsPact();

const NOT_YOURS = ['VOUCHER_NOT_YOURS', 'This voucher belongs to another player.'] as const;
const USED = ['VOUCHER_ALREADY_USED', 'This voucher has already been used.'] as const;

/**
 * Extension (decision 0254): the reasons the spec's voucher calls only knew as INVALID_VOUCHER,
 * and a voucher worth more than the cart, refused until the player accepts losing the rest.
 */
describe('lottery-api-extensions: voucher reasons', () => {
  beforeEach(logIn);

  it('refuses another player’s personal code for the cart with VOUCHER_NOT_YOURS', () =>
    pact
      .addInteraction()
      .given(S.othersVoucher)
      .uponReceiving('another player’s personal voucher code for the active cart')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'OTHER-GIFT-3000' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody(...NOT_YOURS)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.addVoucherToCart('OTHER-GIFT-3000'), 400, NOT_YOURS[0]);
      }));

  it('refuses another player’s personal code in My Vouchers with VOUCHER_NOT_YOURS', () =>
    pact
      .addInteraction()
      .given(S.othersVoucher)
      .uponReceiving('another player’s personal voucher code to redeem')
      .withRequest('PUT', '/users/vouchers', (b) =>
        b.headers(AUTH_HEADERS).query({ voucherCode: 'OTHER-GIFT-3000' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody(...NOT_YOURS)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(account.redeemVoucher('OTHER-GIFT-3000'), 400, NOT_YOURS[0]);
      }));

  it('refuses a used voucher for the cart with VOUCHER_ALREADY_USED', () =>
    pact
      .addInteraction()
      .given(S.usedVoucher)
      .uponReceiving('a used voucher code for the active cart')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'USED-GIFT-1000' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody(...USED)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.addVoucherToCart('USED-GIFT-1000'), 400, USED[0]);
      }));

  it('refuses a voucher worth more than the cart with what would be lost', () =>
    pact
      .addInteraction()
      .given(S.voucherWorthMore)
      .uponReceiving('a 5000 IQD voucher for a 1000 IQD cart, the loss not accepted')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'WELCOME5000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(
          errorBody(
            'VOUCHER_WORTH_MORE',
            'This voucher is worth more than the cart: the rest would be lost.',
            { details: { voucherAmount: iqd(5000), applied: iqd(1000), unused: integer(4000) } },
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(
          cart.addVoucherToCart('WELCOME5000'),
          400,
          'VOUCHER_WORTH_MORE',
        );
        expect(error.body?.details).toMatchObject({ unused: 4000 });
      }));

  it('applies it when the player accepts losing the rest', () =>
    pact
      .addInteraction()
      .given(S.voucherWorthMore)
      .uponReceiving('a 5000 IQD voucher for a 1000 IQD cart, the loss accepted')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'WELCOME5000', acceptUnused: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(cartWithVoucher))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.addVoucherToCart('WELCOME5000', true);
        expect(answer.cartPrice).toBe(0);
      }));
});
