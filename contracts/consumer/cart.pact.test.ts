import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cart from '../../src/lib/api/cart';
import type { TicketDeliverIQDto } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import { anyVoucher } from './support/account-shapes';
import { GRID, cartWithVoucher, ticketCart } from './support/cart-shapes';
import { errorBody } from './support/matchers';
import {
  AUTH_HEADERS,
  VOID_OK,
  expectApiError,
  logIn,
  lotteryPact,
  useMockServer,
} from './support/pact';

const { eachLike, fromProviderState } = MatchersV3;
const pact = lotteryPact();
const { phone, password } = DEMO_PLAYER;
const player = { phone, password, balance: 50_000 };

const ticket: TicketDeliverIQDto = { ticketTypeName: '6of29', drawIds: [1001], tips: [GRID] };
/** The same ticket as the pact holds it: the draw id is the provider's. */
const ticketTemplate = { ...ticket, drawIds: [fromProviderState('${drawId}', 1001)] };
const secondGrid = [1, 2, 10, 15, 20, 29];

describe('lottery API: cart', () => {
  beforeEach(logIn);

  it('adds one ticket to the cart', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw, player)
      .uponReceiving('a ticket with one grid for the next draw')
      .withRequest('POST', '/orders/cart/ticket', (b) =>
        b.headers(AUTH_HEADERS).jsonBody(ticketTemplate),
      )
      .willRespondWith(200, (b) => b.jsonBody(ticketCart(1000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.addTicketToCart(ticket);
        expect(answer.positions[0]?.ticketDeliverIQDto?.tips[0]).toEqual(GRID);
        expect(answer.cartPrice).toBe(1000);
      }));

  it('adds several tickets to the cart', () =>
    pact
      .addInteraction()
      .given(STATES.upcomingDraw, player)
      .uponReceiving('two tickets for the next draw')
      .withRequest('POST', '/orders/cart/tickets', (b) =>
        b
          .headers(AUTH_HEADERS)
          .jsonBody([ticketTemplate, { ...ticketTemplate, tips: [secondGrid] }]),
      )
      .willRespondWith(200, (b) => b.jsonBody(ticketCart(2000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.addTicketsToCart([ticket, { ...ticket, tips: [secondGrid] }]);
        expect(answer.originalCartPrice).toBe(2000);
      }));

  it('answers the active cart', () =>
    pact
      .addInteraction()
      .given(STATES.activeCart, player)
      .uponReceiving('a request for the active cart')
      .comment(
        "A ticket position's voucherDto (and a voucher position's ticketDeliverIQDto) may be null or left out: the app reads both as null.",
      )
      .withRequest('GET', '/orders/cart', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(ticketCart(1000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.getActiveCart();
        expect(answer.positions[0]?.voucherDto).toBeNull();
      }));

  it('answers 404 when there is no active cart', () =>
    pact
      .addInteraction()
      .given(STATES.noActiveCart, player)
      .uponReceiving('a request for the active cart when there is none')
      .withRequest('GET', '/orders/cart', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'No active cart')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.getActiveCart(), 404, 'NOT_FOUND');
      }));

  it('deletes the whole cart', () =>
    pact
      .addInteraction()
      .given(STATES.activeCart, player)
      .uponReceiving('a deletion of the active order')
      .withRequest('DELETE', fromProviderState('/orders/${orderId}', '/orders/501'), (b) =>
        b.headers(AUTH_HEADERS),
      )
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(cart.deleteCart(501)).resolves.toBeFalsy();
      }));

  it('deletes one position and answers the updated cart', () =>
    pact
      .addInteraction()
      .given(STATES.activeCartTwoTickets, player)
      .uponReceiving('a deletion of one ticket position')
      .withRequest(
        'DELETE',
        fromProviderState('/orders/${orderId}/positions/${positionId}', '/orders/501/positions/11'),
        (b) => b.headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(ticketCart(1000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.deleteCartPosition(501, 11);
        expect(answer.cartPrice).toBe(1000);
      }));

  it('recalculates the cart', () =>
    pact
      .addInteraction()
      .given(STATES.activeCart, player)
      .uponReceiving('a recalculation of the active cart')
      .withRequest('POST', '/orders/cart/recalculate', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(ticketCart(1000)))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.recalculateCart();
        expect(answer.orderId).toBe(501);
      }));

  it('answers the vouchers usable in the cart', () =>
    pact
      .addInteraction()
      .given(STATES.activeCartAndVoucher, { ...player, voucherCode: 'WELCOME5000', amount: 5000 })
      .uponReceiving('a request for the cart vouchers')
      .withRequest('GET', '/orders/cart/voucher', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(anyVoucher)))
      .executeTest(async (server) => {
        useMockServer(server);
        const vouchers = await cart.getCartVouchers();
        expect(vouchers[0]?.voucherCode).toBe('WELCOME5000');
      }));

  it('adds a voucher to the cart', () =>
    pact
      .addInteraction()
      // A voucher that fits the cart: one worth more asks the player first (extension, 0254).
      .given(STATES.activeCartAndVoucher, { ...player, voucherCode: 'WELCOME5000', amount: 1000 })
      .uponReceiving('a voucher code for the active cart')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'WELCOME5000' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(cartWithVoucher))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await cart.addVoucherToCart('WELCOME5000');
        expect(answer.positions[1]?.voucherDto?.voucherCode).toBe('WELCOME5000');
        expect(answer.cartPrice).toBe(0);
      }));

  it('refuses a voucher for a cart its vouchers already cover with 400 VOUCHER_NOT_NEEDED', () =>
    pact
      .addInteraction()
      .given(STATES.cartPaidByVoucher, player)
      .uponReceiving('a voucher code for a cart that has nothing left to pay')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'WELCOME5000' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(
          errorBody(
            'VOUCHER_NOT_NEEDED',
            'Nothing is left to pay in the cart: this voucher would not be used.',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.addVoucherToCart('WELCOME5000'), 400, 'VOUCHER_NOT_NEEDED');
      }));

  it('refuses an unknown voucher code for the cart with 400 INVALID_VOUCHER', () =>
    pact
      .addInteraction()
      .given(STATES.activeCart, player)
      .uponReceiving('an unknown voucher code for the active cart')
      .withRequest('PUT', '/orders/cart/voucher', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ voucherCode: 'NOSUCHCODE' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('INVALID_VOUCHER', 'Invalid voucher')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(cart.addVoucherToCart('NOSUCHCODE'), 400, 'INVALID_VOUCHER');
      }));
});
