import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import { refreshSession } from '../../src/lib/api/http/auth';
import { tokenStore } from '../../src/lib/api/tokens';
import { STATES } from '../states';
import { demoPlayer, loginResponse } from './support/account-shapes';
import { errorBody } from './support/matchers';
import {
  AUTH_HEADERS,
  VOID_OK,
  PLAIN_HEADERS,
  expectApiError,
  logIn,
  logOut,
  lotteryPact,
  useMockServer,
} from './support/pact';

const { fromProviderState, like } = MatchersV3;
const pact = lotteryPact();

/** The app's start after the access token expired: only a refresh token is stored. */
function holdOnlyRefreshToken(refreshToken: string): void {
  tokenStore.setTokens({ securityToken: 'expired', refreshToken });
  tokenStore.clearSecurityToken();
}

describe('lottery API: tokens, logout and email confirmation', () => {
  beforeEach(logOut);

  it('refreshes both tokens', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, demoPlayer)
      .uponReceiving('a token refresh with a valid refresh token')
      .withRequest('POST', '/users/tokens/refresh', (b) =>
        b
          .query({ refreshToken: fromProviderState('${refreshToken}', 'refresh-token-example') })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody(loginResponse('OK')))
      .executeTest(async (server) => {
        useMockServer(server);
        holdOnlyRefreshToken('refresh-token-example');
        await refreshSession();
        expect(tokenStore.getSecurityToken()).toBeTruthy();
        expect(tokenStore.getRefreshToken()).toBeTruthy();
      }));

  it('refuses an invalid refresh token with 401', () =>
    pact
      .addInteraction()
      .given(STATES.noPlayerLoggedIn)
      .uponReceiving('a token refresh with an invalid refresh token')
      .withRequest('POST', '/users/tokens/refresh', (b) =>
        b.query({ refreshToken: 'not-a-valid-refresh-token' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(401, (b) => b.jsonBody(errorBody('UNAUTHORIZED', 'Invalid refresh token')))
      .executeTest(async (server) => {
        useMockServer(server);
        holdOnlyRefreshToken('not-a-valid-refresh-token');
        await refreshSession();
        // Section 4: a refused refresh token is dead, so both tokens go.
        expect(tokenStore.getRefreshToken()).toBeNull();
        expect(tokenStore.getSecurityToken()).toBeNull();
      }));

  it('logs the player out', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, demoPlayer)
      .uponReceiving('a logout')
      .comment('The app reads no body: 200 or 204 both pass.')
      .withRequest('POST', '/users/logout', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        await expect(account.logout()).resolves.toBeFalsy();
      }));

  it('confirms an email address from its link', () =>
    pact
      .addInteraction()
      .given(STATES.pendingEmailChange, demoPlayer)
      .uponReceiving('an email confirmation with a valid activation id')
      .comment(
        'Any message: the spec has no code here, so the app picks its wording from the words "registration" or "registered" and shows a neutral confirmation for any other text (decision 0197).',
      )
      .withRequest('POST', '/users/confirm-email', (b) =>
        b
          .query({ activationId: fromProviderState('${activationId}', 'act-5f1c2b') })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: like('email registered') }))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await account.confirmEmail('act-5f1c2b');
        expect(answer.message).toMatch(/regist/);
      }));

  it('refuses an unknown activation id with 400 EMAIL_NOT_CONFIRMED', () =>
    pact
      .addInteraction()
      .given(STATES.noPlayerLoggedIn)
      .uponReceiving('an email confirmation with an unknown activation id')
      .withRequest('POST', '/users/confirm-email', (b) =>
        b.query({ activationId: 'no-such-activation' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('EMAIL_NOT_CONFIRMED', 'Not confirmed')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.confirmEmail('no-such-activation'),
          400,
          'EMAIL_NOT_CONFIRMED',
        );
      }));
});
