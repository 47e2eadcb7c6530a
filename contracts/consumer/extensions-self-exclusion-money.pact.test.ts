import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as rp from '../../src/lib/api/responsible-play';
import { RESPONSIBLE_PLAY_STATES as S } from '../states-responsible-play';
import { iqd, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, extensionsPact, logIn, useMockServer } from './support/pact';
import { PASSWORD } from './support/responsible-shapes';

const { eachLike, like, regex } = MatchersV3;
const pact = extensionsPact();
const LENGTH = /^(SIX_MONTHS|ONE_YEAR|TWO_YEARS|FIVE_YEARS|PERMANENT)$/;
const lengths = eachLike(regex(LENGTH, 'SIX_MONTHS'));
const fib = { method: 'FIB', walletNumber: like('07701234567') };

/** The money left on self-exclusion (decision 0255): paid out after, or withdrawn first. */
describe('lottery-api-extensions: self-exclusion and the money left', () => {
  beforeEach(logIn);

  it('says the withdrawable money is paid out to the saved account', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeThemself)
      .uponReceiving('a request for the self-exclusion lengths and the money left, with an account')
      .withRequest('GET', '/users/self-exclusion', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ lengths, moneyLeft: { withdrawable: iqd(50_000), payoutTo: fib } }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const options = await rp.getSelfExclusionOptions();
        expect(options.moneyLeft?.payoutTo?.method).toBe('FIB');
      }));

  it('says there is no saved account: the player withdraws first', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeWithoutPayoutAccount)
      .uponReceiving('a request for the self-exclusion lengths and the money left, no account')
      .withRequest('GET', '/users/self-exclusion', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ lengths, moneyLeft: { withdrawable: iqd(50_000), payoutTo: null } }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const options = await rp.getSelfExclusionOptions();
        expect(options.moneyLeft).toEqual({ withdrawable: 50_000, payoutTo: null });
      }));

  it('pays the money left out to the saved account after the exclusion', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeThemself)
      .uponReceiving('a one-year self-exclusion of a player with a saved payout account')
      .withRequest('POST', '/users/self-exclusion', (b) =>
        b.query({ password: PASSWORD }).headers(AUTH_HEADERS).jsonBody({ length: 'ONE_YEAR' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          length: 'ONE_YEAR',
          until: serverDateTime('2027-11-22T12:00:00+03:00'),
          payout: { amount: iqd(50_000), ...fib, transactionId: like('PO-800001') },
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const exclusion = await rp.excludeSelf('ONE_YEAR', PASSWORD);
        expect(exclusion.payout?.amount).toBe(50_000);
      }));

  it('pays nothing out without a saved account', () =>
    pact
      .addInteraction()
      .given(S.mayExcludeWithoutPayoutAccount)
      .uponReceiving('a one-year self-exclusion of a player without a saved payout account')
      .withRequest('POST', '/users/self-exclusion', (b) =>
        b.query({ password: PASSWORD }).headers(AUTH_HEADERS).jsonBody({ length: 'ONE_YEAR' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          length: 'ONE_YEAR',
          until: serverDateTime('2027-11-22T12:00:00+03:00'),
          payout: null,
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await rp.excludeSelf('ONE_YEAR', PASSWORD)).payout).toBeNull();
      }));
});
