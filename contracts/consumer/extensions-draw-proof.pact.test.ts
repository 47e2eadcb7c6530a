import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import vectors from '../../fixtures/draw-proof/vectors.json';
import * as draws from '../../src/lib/api/draws';
import { DRAW_PROOF_ALGORITHM } from '../../src/lib/api/draw-proof/algorithm';
import { DRAW_PROOF_STATES as S } from '../states-draw-proof';
import { errorBody, grid, serverDateTime } from './support/matchers';
import { PLAIN_HEADERS, expectApiError, extensionsPact, useMockServer } from './support/pact';

const { fromProviderState, integer, nullValue, regex } = MatchersV3;
const pact = extensionsPact();
const vector = vectors.vectors.find((v) => v.drawId === '629')!;
const hex64 = (example: string) => regex(/^[0-9a-f]{64}$/, example);
const drawIdQuery = (example: string) => ({ drawId: fromProviderState('${drawId}', example) });

/** What every answer carries: the draw, the algorithm's id (pinned exactly) and stop-sell. */
const common = (drawId: number) => ({
  drawId: integer(drawId),
  algorithm: DRAW_PROOF_ALGORITHM,
  stopSellAt: serverDateTime('2026-11-26T19:30:00+03:00'),
});

/** Draws anyone can verify (decisions 0200, 0218): no token, a 404 hides the link. */
describe('lottery-api-extensions: draw verification', () => {
  it('publishes the commitment of an upcoming draw, without its seed', () =>
    pact
      .addInteraction()
      .given(S.committedDraw)
      .uponReceiving('a request for the proof of an upcoming draw')
      .withRequest('GET', '/draw/verification', (b) =>
        b.query(drawIdQuery('630')).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...common(630),
          method: 'seed',
          commitment: hex64(vector.commitment),
          committedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
          drawnAt: nullValue(),
          ticketsHash: nullValue(),
          seed: nullValue(),
          winningNumbers: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const proof = await draws.getDrawVerification(630);
        expect(proof).toMatchObject({ method: 'seed', seed: null, winningNumbers: null });
      }));

  it('reveals the seed of a draw drawn from it', () =>
    pact
      .addInteraction()
      .given(S.seededDraw)
      .uponReceiving('a request for the proof of a draw drawn from its seed')
      .withRequest('GET', '/draw/verification', (b) =>
        b.query(drawIdQuery('629')).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...common(629),
          method: 'seed',
          commitment: hex64(vector.commitment),
          committedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
          drawnAt: serverDateTime('2026-11-26T20:00:00+03:00'),
          ticketsHash: hex64('ab'.repeat(32)),
          seed: hex64(vector.seed),
          winningNumbers: grid(vector.winningNumbers),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const proof = await draws.getDrawVerification(629);
        expect(proof).toMatchObject({ seed: vector.seed, winningNumbers: vector.winningNumbers });
      }));

  it('publishes a draw set by hand as manual, with no commitment or seed', () =>
    pact
      .addInteraction()
      .given(S.manualDraw)
      .uponReceiving('a request for the proof of a draw whose numbers were set by hand')
      .withRequest('GET', '/draw/verification', (b) =>
        b.query(drawIdQuery('631')).headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...common(631),
          method: 'manual',
          commitment: nullValue(),
          committedAt: nullValue(),
          drawnAt: serverDateTime('2026-11-26T20:00:00+03:00'),
          ticketsHash: hex64('ab'.repeat(32)),
          seed: nullValue(),
          winningNumbers: grid([2, 8, 11, 19, 23, 27]),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await draws.getDrawVerification(631)).toMatchObject({ method: 'manual' });
      }));

  it('answers 404 for a draw it does not know', () =>
    pact
      .addInteraction()
      .given(S.committedDraw)
      .uponReceiving('a request for the proof of an unknown draw')
      .withRequest('GET', '/draw/verification', (b) =>
        b.query({ drawId: '999999' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(draws.getDrawVerification(999_999), 404, 'NOT_FOUND');
      }));
});
