import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cart from '../../src/lib/api/cart';
import { liabilityCapRefusal } from '../../src/lib/api/liability-refusal';
import type { TicketDeliverIQDto } from '../../src/lib/api/types';
import { LIABILITY_STATES as S } from '../states-liability';
import { errorBody, grid } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, fromProviderState, integer } = MatchersV3;
const pact = extensionsPact();
const POPULAR = [1, 2, 3, 4, 5, 6];
const ticket: TicketDeliverIQDto = { ticketTypeName: '6of29', drawIds: [1001], tips: [POPULAR] };

// Extension (decision 0281): a combination past the lottery's liability cap for a draw is refused.
describe('lottery-api-extensions: liability cap per combination', () => {
  beforeEach(logIn);

  it('refuses a line past the cap with LIABILITY_CAP_REACHED, naming the grids and draws', () =>
    pact
      .addInteraction()
      .given(S.comboAtCap)
      .uponReceiving('a ticket whose line has reached the liability cap for its draw')
      .withRequest('POST', '/orders/cart/ticket', (b) =>
        b
          .headers(AUTH_HEADERS)
          .jsonBody({ ...ticket, drawIds: [fromProviderState('${drawId}', 1001)] }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(
            'LIABILITY_CAP_REACHED',
            'A combination has reached the most the lottery accepts for a draw: change a number.',
            { details: { tips: eachLike(grid(POPULAR)), drawIds: eachLike(integer(1001)) } },
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await expectApiError(
          cart.addTicketToCart(ticket),
          409,
          'LIABILITY_CAP_REACHED',
        );
        expect(liabilityCapRefusal(error)).toEqual({ tips: [POPULAR], drawIds: [1001] });
      }));
});
