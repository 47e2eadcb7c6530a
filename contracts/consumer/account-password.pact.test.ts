import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import { DEMO_PLAYER, STATES } from '../states';
import { demoPlayer } from './support/account-shapes';
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

const { fromProviderState } = MatchersV3;
const pact = lotteryPact();
const NEW_PASSWORD = 'Lottery456!';
const resetQuery = {
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
  username: DEMO_PLAYER.phone,
};

describe('lottery API: passwords', () => {
  beforeEach(logOut);

  it('requests a password reset code', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, demoPlayer)
      .uponReceiving('a forgotten password request for a registered number')
      .withRequest('POST', '/users/password/reset/forgot', (b) =>
        b.query({ username: DEMO_PLAYER.phone }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(account.forgotPassword(DEMO_PLAYER.phone)).resolves.toBeFalsy();
      }));

  it('sets a new password with the security code', () =>
    pact
      .addInteraction()
      .given(STATES.passwordResetRequested, demoPlayer)
      .uponReceiving('a password reset with the right security code')
      .withRequest('POST', '/users/password/reset/change', (b) =>
        b
          .query({
            securityCode: fromProviderState('${securityCode}', '735102'),
            password: NEW_PASSWORD,
            passwordConfirmation: NEW_PASSWORD,
            username: DEMO_PLAYER.phone,
          })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          account.resetPasswordWithCode({
            securityCode: '735102',
            password: NEW_PASSWORD,
            passwordConfirmation: NEW_PASSWORD,
            username: DEMO_PLAYER.phone,
          }),
        ).resolves.toBeFalsy();
      }));

  it('changes the password of a logged-in player', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, demoPlayer)
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/users/password/change', (b) =>
        b
          .query({ password: DEMO_PLAYER.password, newPassword: NEW_PASSWORD })
          .headers(AUTH_HEADERS),
      )
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        await expect(
          account.changePassword(DEMO_PLAYER.password, NEW_PASSWORD),
        ).resolves.toBeFalsy();
      }));

  it('refuses a wrong security code with 400 INVALID_SECURITY_CODE', () =>
    pact
      .addInteraction()
      .given(STATES.passwordResetRequested, demoPlayer)
      .uponReceiving('a password reset with a wrong security code')
      .withRequest('POST', '/users/password/reset/change', (b) =>
        b.query({ ...resetQuery, securityCode: '000000' }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('INVALID_SECURITY_CODE', 'Try again')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.resetPasswordWithCode({ ...resetQuery, securityCode: '000000' }),
          400,
          'INVALID_SECURITY_CODE',
        );
      }));
});
