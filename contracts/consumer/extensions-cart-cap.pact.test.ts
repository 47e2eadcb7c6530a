import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cart from '../../src/lib/api/cart';
import type { TicketDeliverIQDto } from '../../src/lib/api/types';
import { CART_CAP_STATES as S } from '../states-cart-cap';
import { GRID } from './support/cart-shapes';
import { errorBody } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { fromProviderState, integer } = MatchersV3;
const pact = extensionsPact();
const ticket: TicketDeliverIQDto = { ticketTypeName: '6of29', drawIds: [1001], tips: [GRID] };

// Extension (behaviour 23): a cart holds at most 100 positions.
describe('lottery-api-extensions: cart cap', () => {
  beforeEach(logIn);

  it('refuses a ticket for a full cart with CART_FULL', () =>
    pact
      .addInteraction()
      .given(S.fullCart)
      .uponReceiving('a ticket for a cart that holds the most positions it may')
      .withRequest('POST', '/orders/cart/ticket', (b) =>
        b
          .headers(AUTH_HEADERS)
          .jsonBody({ ...ticket, drawIds: [fromProviderState('${drawId}', 1001)] }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody('CART_FULL', 'A cart holds at most 100 tickets.', {
            details: { max: integer(100), held: integer(100) },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(cart.addTicketToCart(ticket), 409, 'CART_FULL');
        expect(error.body?.details).toMatchObject({ max: 100 });
      }));
});
