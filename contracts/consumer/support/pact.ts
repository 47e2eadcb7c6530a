import { PactV4, MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { setRuntimeConfig } from '../../../src/lib/config';
import { isApiError, type ApiError } from '../../../src/lib/api/errors';
import { tokenStore } from '../../../src/lib/api/tokens';
import { waitForBookedAnswers } from './booked-answers';

// Pact would otherwise phone home on every run.
process.env.PACT_DO_NOT_TRACK = 'true';
waitForBookedAnswers();

export const CONSUMER = 'lottery-web';
export const PACT_DIR = 'contracts/pacts';

const pactFor = (provider: 'lottery-api' | 'cms' | 'lottery-api-extensions') =>
  new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });

export const lotteryPact = () => pactFor('lottery-api');
export const cmsPact = () => pactFor('cms');
/** Calls the spec's backend lacks (decisions 0017 and 0018): their own provider, verified separately. */
export const extensionsPact = () => pactFor('lottery-api-extensions');

const base64Url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A JWT that expires in 2100, so the client's token lifecycle never refreshes during a test.
 * Fixed (not built from Date.now) so the pact file does not change between runs. The provider
 * never sees it when its state has a player: the header is injected from the state's answer.
 */
export const SECURITY_TOKEN = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({
  sub: 'contract-player',
  exp: 4_102_444_800,
})}.contract-signature`;
export const REFRESH_TOKEN = 'contract-refresh-token';

/**
 * The bearer token comes from the provider state's answer (`securityToken`), injected by any V4
 * verifier (Rust CLI, pact-jvm, pact-go, pact-js) without a request filter. A state without a
 * player answers no token: the example then goes out unchanged, and the provider refuses it.
 */
export const AUTH_HEADERS = {
  Accept: 'application/json',
  Authorization: MatchersV3.fromProviderState(
    'Bearer ${securityToken}',
    `Bearer ${SECURITY_TOKEN}`,
  ),
};
export const PLAIN_HEADERS = { Accept: 'application/json' };

/** Points the real adapter at the Pact mock server. */
export function useMockServer(mockServer: V3MockServer): void {
  setRuntimeConfig({
    lotteryApiBaseUrl: mockServer.url,
    cmsBaseUrl: mockServer.url,
    cmsMediaBaseUrl: mockServer.url,
  });
}

/** A logged-in player, as the app holds it after login. */
export function logIn(): void {
  tokenStore.setTokens({ securityToken: SECURITY_TOKEN, refreshToken: REFRESH_TOKEN });
}

/**
 * Only an access token, no refresh token: a 401 then reaches the app at once (with a refresh
 * token the app would first try one refresh and retry the call, see decision 0003).
 */
export function logInWithoutRefreshToken(): void {
  tokenStore.setTokens({ securityToken: SECURITY_TOKEN, refreshToken: '' });
}

/** A visitor: no tokens at all. */
export function logOut(): void {
  tokenStore.clear();
}

/** Awaits a rejection and checks it is the adapter's ApiError with this status and body code. */
export async function expectApiError(
  promise: Promise<unknown>,
  status: number,
  code?: string,
): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isApiError(error), `expected an ApiError, got ${String(error)}`).toBe(true);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(status);
  if (code !== undefined) expect(apiError.code).toBe(code);
  return apiError;
}

/** A call the app reads no answer from: any 200 or 204 will do. */
export const VOID_OK = MatchersV3.matchStatus(200, [200, 204]);
