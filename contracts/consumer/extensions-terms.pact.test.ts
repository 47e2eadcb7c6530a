import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as terms from '../../src/lib/api/terms';
import { TERMS_INJECTED as V, TERMS_STATES as S } from '../states-terms';
import { errorBody, serverDate, serverDateTime } from './support/matchers';
import { AUTH_HEADERS, expectApiError, extensionsPact, logIn, useMockServer } from './support/pact';

const { fromProviderState, like } = MatchersV3;
const pact = extensionsPact();
const LATEST = '2026-09';
const OLDER = '2025-03';
const JSON_HEADERS = { ...AUTH_HEADERS, 'Content-Type': 'application/json' };
const latest = () => fromProviderState(`\${${V.latestTermsVersion}}`, LATEST);
const older = () => fromProviderState(`\${${V.acceptedTermsVersion}}`, OLDER);

/** The state's shape: versions are the provider's own names, `latestAccepted` is what matters. */
const termsState = (acceptedVersion: unknown, latestAccepted: boolean) => ({
  latestVersion: like(LATEST),
  latestEffectiveFrom: serverDate('2026-09-01'),
  acceptedVersion,
  acceptedAt: serverDateTime('2026-11-22T12:00:00+03:00'),
  // Exact: the app's prompt depends on it.
  latestAccepted,
});

// Extension (docs/decisions/0179-extension-calls-terms.md): the latest terms and their acceptance.
describe('lottery-api-extensions: terms', () => {
  beforeEach(logIn);

  it('answers newer terms than the player accepted', () =>
    pact
      .addInteraction()
      .given(S.newTermsNotAccepted)
      .uponReceiving('a request for the terms state of a player with newer terms to accept')
      .withRequest('GET', '/users/terms', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(termsState(like(OLDER), false)))
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await terms.getTerms();
        expect(state).toMatchObject({ latestVersion: LATEST, latestAccepted: false });
      }));

  it('answers that the player accepted the latest terms', () =>
    pact
      .addInteraction()
      .given(S.latestTermsAccepted)
      .uponReceiving('a request for the terms state of a player who accepted the latest')
      .withRequest('GET', '/users/terms', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(termsState(like(LATEST), true)))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await terms.getTerms()).latestAccepted).toBe(true);
      }));

  it('records acceptance of the latest version', () =>
    pact
      .addInteraction()
      .given(S.newTermsNotAccepted)
      .uponReceiving('an acceptance of the latest terms version')
      .withRequest('PUT', '/users/terms', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ version: latest() }),
      )
      .willRespondWith(200, (b) => b.jsonBody(termsState(latest(), true)))
      .executeTest(async (server) => {
        useMockServer(server);
        const state = await terms.acceptTerms(LATEST);
        expect(state).toMatchObject({ acceptedVersion: LATEST, latestAccepted: true });
      }));

  it('refuses an older version than the latest', () =>
    pact
      .addInteraction()
      .given(S.newTermsNotAccepted)
      .uponReceiving('an acceptance of an outdated terms version')
      .withRequest('PUT', '/users/terms', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ version: older() }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody('TERMS_VERSION_OUTDATED', 'Not the latest', {
            details: { latestVersion: latest() },
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(terms.acceptTerms(OLDER), 409, 'TERMS_VERSION_OUTDATED');
      }));

  it('refuses a version that does not exist', () =>
    pact
      .addInteraction()
      .given(S.newTermsNotAccepted)
      .uponReceiving('an acceptance of an unknown terms version')
      .withRequest('PUT', '/users/terms', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ version: '1999-01' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('TERMS_VERSION_UNKNOWN')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(terms.acceptTerms('1999-01'), 400, 'TERMS_VERSION_UNKNOWN');
      }));
});
