import { beforeEach, describe, it } from 'vitest';
import * as cart from '../../src/lib/api/cart';
import { DEMO_PLAYER, STATES } from '../states';
import { errorBody } from './support/matchers';
import { AUTH_HEADERS, expectApiError, logIn, lotteryPact, useMockServer } from './support/pact';

const pact = lotteryPact();
const { phone, password } = DEMO_PLAYER;
const player = { phone, password, balance: 50_000 };

/**
 * Each refusal of a cart voucher has its own status, so the app can say what happened (decision
 * 0205); an unknown code keeps INVALID_VOUCHER (pinned in the cart pact).
 */
const refusals = [
  {
    code: 'EXPIRED1000',
    status: 'VOUCHER_EXPIRED',
    message: 'This voucher has expired.',
    what: 'an expired promo code',
  },
  {
    code: 'TWODIGIT1000',
    status: 'VOUCHER_WRONG_GAME',
    message: 'This voucher is for another game.',
    what: 'a promo code for a game the cart does not hold',
  },
  {
    code: 'BONUS3000',
    status: 'VOUCHER_PAY_IN_ONLY',
    message: 'This code credits the balance: redeem it in My Vouchers.',
    what: 'a pay-in promo code',
  },
] as const;

describe('lottery API: cart voucher refusals', () => {
  beforeEach(logIn);

  for (const { code, status, message, what } of refusals) {
    it(`refuses ${what} for the cart with 400 ${status}`, () =>
      pact
        .addInteraction()
        .given(STATES.activeCart, player)
        .uponReceiving(`${what} for the active cart`)
        .withRequest('PUT', '/orders/cart/voucher', (b) =>
          b.headers(AUTH_HEADERS).jsonBody({ voucherCode: code }),
        )
        .willRespondWith(400, (b) => b.jsonBody(errorBody(status, message)))
        .executeTest(async (server) => {
          useMockServer(server);
          await expectApiError(cart.addVoucherToCart(code), 400, status);
        }));
  }

  it('refuses a voucher already in the cart with 400 VOUCHER_ALREADY_IN_CART', () =>
    pact
      .addInteraction()
      .given(STATES.cartPaidByVoucher, player)
      .uponReceiving('a voucher code already in the active cart')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'LUCKY-COVER-2000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorBody('VOUCHER_ALREADY_IN_CART', 'This voucher is already in the cart.')),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          cart.addVoucherToCart('LUCKY-COVER-2000'),
          400,
          'VOUCHER_ALREADY_IN_CART',
        );
      }));
});
