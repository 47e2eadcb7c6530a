import { beforeEach, describe, expect, it } from 'vitest';
import * as cart from '../../src/lib/api/cart';
import { DEMO_PLAYER, STATES } from '../states';
import { purchaseResult } from './support/cart-shapes';
import { errorBody, iqd } from './support/matchers';
import { AUTH_HEADERS, expectApiError, logIn, lotteryPact, useMockServer } from './support/pact';

const pact = lotteryPact();
const { phone, password } = DEMO_PLAYER;
const purchase = { paymentMethod: 'NONE' };
/** Section 8's wording, kept as the example; the app shows its own translated text for the code. */
const TERMS_MESSAGE = 'Purchase is forbidden. The latest terms and conditions are not accepted';

const purchaseRequest = (
  state: string,
  params: Record<string, unknown>,
  description: string,
  comment?: string,
) => {
  const interaction = pact
    .addInteraction()
    .given(state, { phone, password, ...params })
    .uponReceiving(description);
  return (comment ? interaction.comment(comment) : interaction).withRequest(
    'POST',
    '/orders/cart/purchase',
    (b) => b.query(purchase).headers(AUTH_HEADERS),
  );
};

describe('lottery API: purchase', () => {
  beforeEach(logIn);

  it('buys the cart from the balance', () =>
    purchaseRequest(STATES.activeCart, { balance: 50_000 }, 'a purchase of the active cart')
      .willRespondWith(200, (b) => b.jsonBody(purchaseResult))
      .executeTest(async (server) => {
        useMockServer(server);
        const result = await cart.purchaseCart();
        expect(result.amountCharged).toBe(1000);
        expect(result.refundedAmount).toBe(0);
      }));

  it('refuses with 402 INSUFFICIENT_BALANCE and the missing amount', () =>
    purchaseRequest(
      STATES.cartAboveBalance,
      { phone: '07701234570', balance: 0 },
      'a purchase of a cart that costs more than the balance',
    )
      .willRespondWith(402, (b) =>
        b.jsonBody(
          errorBody('INSUFFICIENT_BALANCE', 'Insufficient balance', {
            details: { missingAmount: iqd(1000) },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(cart.purchaseCart(), 402, 'INSUFFICIENT_BALANCE');
        expect(error.body?.details?.missingAmount).toBe(1000);
      }));

  it('refuses with 403 TERMS_NOT_ACCEPTED', () =>
    purchaseRequest(
      STATES.cartTermsNotAccepted,
      { phone: '07701234571', balance: 50_000 },
      'a purchase by a player who has not accepted the latest terms',
      'The app decides from the status code and opens its own terms dialog; the message may be any text.',
    )
      .willRespondWith(403, (b) => b.jsonBody(errorBody('TERMS_NOT_ACCEPTED', TERMS_MESSAGE)))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.purchaseCart(), 403, 'TERMS_NOT_ACCEPTED');
      }));

  it('refuses with 422 SPENDING_LIMIT_EXCEEDED', () =>
    purchaseRequest(
      STATES.cartAboveSpendingLimit,
      { balance: 50_000 },
      'a purchase that exceeds the spending limit',
    )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('SPENDING_LIMIT_EXCEEDED', 'Spending limit exceeded')),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.purchaseCart(), 422, 'SPENDING_LIMIT_EXCEEDED');
      }));

  it('refuses with 409 NUMBERS_SOLD_OUT when every grid is sold out', () =>
    purchaseRequest(
      STATES.cartSoldOut,
      { balance: 50_000 },
      'a purchase of a cart whose numbers are all sold out',
    )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('NUMBERS_SOLD_OUT', 'Numbers sold out')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.purchaseCart(), 409, 'NUMBERS_SOLD_OUT');
      }));
});
