import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as draws from '../../src/lib/api/draws';
import { DEMO_PLAYER } from '../states';
import { TICKET_DRAW_STATES } from '../states-ticket-draws';
import { iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, extensionsPact, logIn, useMockServer } from './support/pact';

const { eachLike, integer, like, regex } = MatchersV3;
const pact = extensionsPact();

// Extension (docs/decisions/0251-large-wins-are-claimed.md): GET /users/prize-claims.
describe('lottery API extensions: large wins are claimed', () => {
  beforeEach(logIn);

  it('lists a jackpot as a claim waiting for the player, with the threshold and how to claim', () =>
    pact
      .addInteraction()
      .given(TICKET_DRAW_STATES.jackpotToClaim, {
        phone: '07705550005',
        password: DEMO_PLAYER.password,
        balance: 50_000,
      })
      .uponReceiving("a request for the player's prize claims")
      .withRequest('GET', '/users/prize-claims', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          threshold: iqd(5_000_000),
          contactPhone: like('+9647700000629'),
          claims: eachLike({
            claimId: like('CLM-120001-116'),
            ticketId: integer(120001),
            drawId: integer(116),
            amount: iqd(250_000_000),
            state: regex(/^(WAITING_FOR_PLAYER|DOCUMENTS_CHECKED|PAID)$/, 'WAITING_FOR_PLAYER'),
            created: serverDateTime('2026-11-23T20:01:00+03:00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await draws.getPrizeClaims();
        expect(answer.threshold).toBe(5_000_000);
        expect(answer.claims[0]).toMatchObject({ state: 'WAITING_FOR_PLAYER' });
      }));
});
