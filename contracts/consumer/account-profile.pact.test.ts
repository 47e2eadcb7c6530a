import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import type { CommunicationPreferences, ProfileUpdate } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import { verifiedProfile } from './support/account-shapes';
import { errorBody } from './support/matchers';
import {
  logInWithoutRefreshToken,
  AUTH_HEADERS,
  VOID_OK,
  expectApiError,
  logIn,
  lotteryPact,
  useMockServer,
} from './support/pact';

const pact = lotteryPact();
const player = { ...DEMO_PLAYER };
const { phone, password } = DEMO_PLAYER;

const update: ProfileUpdate = {
  firstName: 'Ahmed',
  lastName: 'Hassan',
  email: DEMO_PLAYER.email,
  city: 'Erbil',
};
const TAKEN_EMAIL = 'taken@example.com';
const preferences: CommunicationPreferences = {
  email: true,
  sms: false,
  push: true,
  newsletter: true,
};

describe('lottery API: profile and settings', () => {
  beforeEach(logIn);

  it('answers the profile of the logged-in player', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/users', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(verifiedProfile))
      .executeTest(async (server) => {
        useMockServer(server);
        const profile = await account.getProfile();
        expect(profile.roles.map((role) => role.roleName)).toContain('IDENTITY_CONFIRMED');
        expect(profile.mobileVerified).toBe(true);
      }));

  it('refuses a protected call without a valid token with 401', () =>
    pact
      .addInteraction()
      .given(STATES.noPlayerLoggedIn)
      .uponReceiving('a request for the profile with a token the server did not issue')
      .comment(
        "The state has no player, so it answers no securityToken: the pact's example token goes out unchanged and must be refused.",
      )
      .withRequest('GET', '/users', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('UNAUTHORIZED', 'Unauthorized')))
      .executeTest(async (server) => {
        useMockServer(server);
        logInWithoutRefreshToken();
        const error = await expectApiError(account.getProfile(), 401, 'UNAUTHORIZED');
        // Section 8 marks the cart empty on exactly this wording.
        expect(error.message).toBe('Request failed with status code 401');
      }));

  it('updates the profile', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a profile update')
      .withRequest('PUT', '/users', (b) => b.headers(AUTH_HEADERS).jsonBody(update))
      .willRespondWith(200, (b) => b.jsonBody({ ...verifiedProfile, city: 'Erbil' }))
      .executeTest(async (server) => {
        useMockServer(server);
        const profile = await account.updateProfile(update);
        expect(profile.city).toBe('Erbil');
      }));

  it('refuses an email another player uses with 409 UNIQUE_VIOLATION', () =>
    pact
      .addInteraction()
      .given(STATES.emailTakenByAnother, { phone, password, email: TAKEN_EMAIL })
      .uponReceiving('a profile update with an email address another player uses')
      .withRequest('PUT', '/users', (b) =>
        b.headers(AUTH_HEADERS).jsonBody({ ...update, email: TAKEN_EMAIL }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('UNIQUE_VIOLATION', 'Email in use')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.updateProfile({ ...update, email: TAKEN_EMAIL }),
          409,
          'UNIQUE_VIOLATION',
        );
      }));

  it('stores the communication preferences', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a communication preferences update')
      .withRequest('PUT', '/users/communication-preferences', (b) =>
        b.headers(AUTH_HEADERS).jsonBody(preferences),
      )
      .willRespondWith(200, (b) => b.jsonBody(preferences))
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(account.updateCommunicationPreferences(preferences)).resolves.toEqual(
          preferences,
        );
      }));

  it('stores the preferred language', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a preferred language change')
      .withRequest('PUT', '/users/language', (b) => b.headers(AUTH_HEADERS).jsonBody({ iso: 'ku' }))
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(account.setLanguage('ku')).resolves.toBeFalsy();
      }));

  it('blocks the player on request', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a self-block with the right password')
      .withRequest('POST', '/users/self-block', (b) => b.query({ password }).headers(AUTH_HEADERS))
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(account.selfBlock(password)).resolves.toBeFalsy();
      }));

  it('closes an account without balance or active tickets', () =>
    pact
      .addInteraction()
      .given(STATES.closablePlayer, { phone: '07701234570', password, balance: 0 })
      .uponReceiving('a self-close of an account that can be closed')
      .withRequest('PUT', '/users/self-close', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(account.selfClose()).resolves.toBeFalsy();
      }));

  it('refuses to close an account with a positive balance with 409', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a self-close of an account with a positive balance')
      .withRequest('PUT', '/users/self-close', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(409, (b) => b.jsonBody(errorBody('ACCOUNT_NOT_CLOSABLE', 'Not closable')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(account.selfClose(), 409, 'ACCOUNT_NOT_CLOSABLE');
      }));
});
