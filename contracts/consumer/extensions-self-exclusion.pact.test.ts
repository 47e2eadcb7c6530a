import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rp from '../../src/lib/api/responsible-play';
import { RESPONSIBLE_PLAY_STATES as S } from '../states-responsible-play';
import { errorBody, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';
import { PASSWORD } from './support/responsible-shapes';

const { eachLike, regex } = MatchersV3;
const pact = extensionsPact();
const LENGTH = /^(SIX_MONTHS|ONE_YEAR|TWO_YEARS|FIVE_YEARS|PERMANENT)$/;

/** Self-exclusion with a length (decision 0207): the spec's self-block carries none. */
describe('lottery-api-extensions: self-exclusion with a length', () => {
  beforeEach(logIn);

  it('lists the lengths the backend offers', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeThemself)
      .uponReceiving('a request for the self-exclusion lengths')
      .withRequest('GET', '/users/self-exclusion', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody({ lengths: eachLike(regex(LENGTH, 'SIX_MONTHS')) }))
      .executeTest(async (server) => {
        useMockServer(server);
        const options = await rp.getSelfExclusionOptions();
        expect(options.lengths).toContain('SIX_MONTHS');
      }));

  it('excludes for six months and answers until when', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeThemself)
      .uponReceiving('a six-month self-exclusion with the right password')
      .withRequest('POST', '/users/self-exclusion', (b) =>
        b.query({ password: PASSWORD }).headers(AUTH_HEADERS).jsonBody({ length: 'SIX_MONTHS' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          length: 'SIX_MONTHS',
          until: serverDateTime('2027-05-22T12:00:00+03:00'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const exclusion = await rp.excludeSelf('SIX_MONTHS', PASSWORD);
        expect(exclusion).toEqual({ length: 'SIX_MONTHS', until: '2027-05-22T12:00:00+03:00' });
      }));

  it('refuses a wrong password', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeThemself)
      .uponReceiving('a self-exclusion with a wrong password')
      .withRequest('POST', '/users/self-exclusion', (b) =>
        b
          .query({ password: 'wrong-password' })
          .headers(AUTH_HEADERS)
          .jsonBody({ length: 'ONE_YEAR' }),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorBody('INVALID_CREDENTIALS')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          rp.excludeSelf('ONE_YEAR', 'wrong-password'),
          403,
          'INVALID_CREDENTIALS',
        );
      }));
});
