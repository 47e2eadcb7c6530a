import { MatchersV3 } from '@pact-foundation/pact';
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/lib/api/account';
import type { RegistrationRequest } from '../../src/lib/api/types';
import { DEMO_PLAYER, STATES } from '../states';
import { loginResponse } from './support/account-shapes';
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
import { DEMO_PASSWORD } from '../../fixtures/demo-players';

const { fromProviderState } = MatchersV3;
const pact = lotteryPact();
const credentials = { username: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };
const player = { phone: DEMO_PLAYER.phone, password: DEMO_PLAYER.password };

const registration: RegistrationRequest = {
  phoneNumber: '07709998877',
  password: DEMO_PASSWORD,
  passwordConfirmation: DEMO_PASSWORD,
  firstName: 'Zainab',
  fatherName: 'Ali',
  gender: 'FEMALE',
  email: 'zainab.ali@example.com',
  dateOfBirth: '1995-03-21',
  country: 'IQ',
  city: 'Basra',
  preferredLanguage: 'ar',
  newsletter: false,
};

describe('lottery API: login and registration', () => {
  beforeEach(logOut);

  it('logs in a verified player', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a login with correct credentials')
      .withRequest('POST', '/users/login', (b) => b.query(credentials).headers(PLAIN_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(loginResponse('OK')))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await account.login(DEMO_PLAYER.phone, DEMO_PLAYER.password);
        expect(answer.status).toBe('OK');
        expect(answer.securityToken.split('.')).toHaveLength(3);
      }));

  it('refuses wrong credentials with 401 INVALID_CREDENTIALS', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/users/login', (b) =>
        b
          .query({ username: DEMO_PLAYER.phone, password: 'Wrong-password1' })
          .headers(PLAIN_HEADERS),
      )
      .willRespondWith(401, (b) => b.jsonBody(errorBody('INVALID_CREDENTIALS', 'Bad credentials')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.login(DEMO_PLAYER.phone, 'Wrong-password1'),
          401,
          'INVALID_CREDENTIALS',
        );
      }));

  it('refuses a suspended player with 403 ACCOUNT_SUSPENDED', () =>
    pact
      .addInteraction()
      .given(STATES.suspendedPlayer, { phone: '07701234569', password: DEMO_PLAYER.password })
      .uponReceiving('a login of a suspended player')
      .withRequest('POST', '/users/login', (b) =>
        b.query({ username: '07701234569', password: DEMO_PLAYER.password }).headers(PLAIN_HEADERS),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorBody('ACCOUNT_SUSPENDED', 'Account suspended')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.login('07701234569', DEMO_PLAYER.password),
          403,
          'ACCOUNT_SUSPENDED',
        );
      }));

  it('registers a new number and logs the player in, unverified', () =>
    pact
      .addInteraction()
      .given(STATES.phoneNotRegistered, { phone: registration.phoneNumber })
      .uponReceiving('a registration of a new phone number')
      .withRequest('PUT', '/users/registration', (b) =>
        b.headers(PLAIN_HEADERS).jsonBody(registration),
      )
      .willRespondWith(200, (b) => b.jsonBody(loginResponse('MOBILE_NOT_VERIFIED')))
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await account.register(registration);
        expect(answer.status).toBe('MOBILE_NOT_VERIFIED');
      }));

  it('refuses to register a number that exists with 409 NUMBER_EXISTS', () =>
    pact
      .addInteraction()
      .given(STATES.verifiedPlayer, player)
      .uponReceiving('a registration of a phone number that is already registered')
      .withRequest('PUT', '/users/registration', (b) =>
        b.headers(PLAIN_HEADERS).jsonBody({ ...registration, phoneNumber: DEMO_PLAYER.phone }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('NUMBER_EXISTS', 'Number exists')))
      .executeTest(async (server) => {
        useMockServer(server);
        await expectApiError(
          account.register({ ...registration, phoneNumber: DEMO_PLAYER.phone }),
          409,
          'NUMBER_EXISTS',
        );
      }));

  it('confirms the mobile number with the SMS code', () =>
    pact
      .addInteraction()
      .given(STATES.unverifiedPlayer, { phone: '07701234568', password: DEMO_PLAYER.password })
      .uponReceiving('a mobile confirmation with the right code')
      .withRequest('POST', '/users/confirm-mobile-number', (b) =>
        b
          .query({ activateCode: fromProviderState('${activateCode}', '482913') })
          .headers(AUTH_HEADERS),
      )
      .willRespondWith(VOID_OK)
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        await expect(account.confirmMobileNumber('482913')).resolves.toBeFalsy();
      }));

  it('refuses a wrong SMS code with 400 WRONG_CODE', () =>
    pact
      .addInteraction()
      .given(STATES.unverifiedPlayer, { phone: '07701234568', password: DEMO_PLAYER.password })
      .uponReceiving('a mobile confirmation with a wrong code')
      .withRequest('POST', '/users/confirm-mobile-number', (b) =>
        b.query({ activateCode: '000000' }).headers(AUTH_HEADERS),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('WRONG_CODE', 'Wrong code')))
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        await expectApiError(account.confirmMobileNumber('000000'), 400, 'WRONG_CODE');
      }));

  it('sends a new SMS code', () =>
    pact
      .addInteraction()
      .given(STATES.unverifiedPlayerCanResend, {
        phone: '07701234568',
        password: DEMO_PLAYER.password,
      })
      .uponReceiving('a request to resend the SMS code')
      .withRequest('POST', '/users/resend-mobile-confirmation', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody({ cooldownSeconds: MatchersV3.integer(60) }))
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        const answer = await account.resendMobileConfirmation();
        expect(Number.isInteger(answer.cooldownSeconds)).toBe(true);
      }));

  it('refuses a resend within the cooldown with 429 RESEND_COOLDOWN', () =>
    pact
      .addInteraction()
      .given(STATES.unverifiedPlayer, { phone: '07701234568', password: DEMO_PLAYER.password })
      .uponReceiving('a request to resend the SMS code right after one was sent')
      .withRequest('POST', '/users/resend-mobile-confirmation', (b) => b.headers(AUTH_HEADERS))
      .willRespondWith(429, (b) => b.jsonBody(errorBody('RESEND_COOLDOWN', 'Too early')))
      .executeTest(async (server) => {
        useMockServer(server);
        logIn();
        await expectApiError(account.resendMobileConfirmation(), 429, 'RESEND_COOLDOWN');
      }));
});
