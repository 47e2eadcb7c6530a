import type { AuthNeed } from '../calls';
import { isApiError } from '../errors';
import { emitApiEvent } from '../events';
import { msUntilExpiry, tokenStore } from '../tokens';
import type { LoginResponse } from '../types';
import { request, type Authorize } from './request';
import { sleep } from './sleep';

/** Section 4 and 9: refresh under 30 s left; wait for a token 250 ms at a time, 20 times. */
export const REFRESH_MARGIN_MS = 30_000;
export const TOKEN_POLL_MS = 250;
export const TOKEN_POLL_LIMIT = 20;

/** A token we cannot read (not a JWT) is left for the server to judge. */
const isUnexpired = (token: string | null): token is string => {
  if (token === null) return false;
  const left = msUntilExpiry(token);
  return left === null || left > 0;
};

const needsRefresh = (): boolean => {
  if (tokenStore.getRefreshToken() === null) return false;
  const token = tokenStore.getSecurityToken();
  if (token === null) return true;
  const left = msUntilExpiry(token);
  return left !== null && left < REFRESH_MARGIN_MS;
};

/** The app's only refresh request (row `refreshTokens`, pinned by the pact). */
const requestTokens = (refreshToken: string) =>
  request<LoginResponse>('refreshTokens', { params: { refreshToken } });

/** The server no longer accepts this session: the tokens go and the shell says so (decision 0206). */
function endSession(): void {
  tokenStore.clear();
  emitApiEvent({ type: 'session-ended' });
}

async function runRefresh(): Promise<void> {
  const refreshToken = tokenStore.getRefreshToken();
  if (refreshToken === null) return;
  try {
    const answer = await requestTokens(refreshToken);
    if (!answer?.securityToken || !answer.refreshToken) throw new Error('refresh gave no tokens');
    tokenStore.setTokens(answer);
  } catch (error) {
    // Section 4: a failed refresh drops the security token; a 401 means the refresh token is dead too.
    if (isApiError(error) && error.status === 401) endSession();
    else tokenStore.clearSecurityToken();
  }
}

let refreshing: Promise<void> | null = null;

/** Replaces both tokens. However many calls ask at once, one request is in flight. */
export function refreshSession(): Promise<void> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * For the shell at app start (and on activity): with no access token but a refresh token, or
 * under 30 s left, obtain new tokens. Never rejects; answers whether an unexpired token is stored.
 */
export async function ensureFreshToken(): Promise<boolean> {
  if (needsRefresh()) await refreshSession();
  return isUnexpired(tokenStore.getSecurityToken());
}

/**
 * Before a protected call: refresh once if needed, then wait for an unexpired token, checking
 * every 250 ms up to 20 more times (5 s), then go on with whatever token there is.
 */
export async function awaitToken(): Promise<string | null> {
  let refreshed = false;
  for (let waits = 0; ; waits += 1) {
    if (!refreshed && needsRefresh()) {
      refreshed = true;
      await refreshSession();
    }
    const token = tokenStore.getSecurityToken();
    if (isUnexpired(token) || waits >= TOKEN_POLL_LIMIT) return token;
    await sleep(TOKEN_POLL_MS);
  }
}

/**
 * The server answered 401 to `rejected` although the browser thought it valid (clocks disagree,
 * the session was revoked). One refresh, unless another call already renewed the token; answers
 * whether a retry may succeed. A refresh token the server refuses ends the session (runRefresh).
 */
export async function renewAfterUnauthorized(rejected: string | null): Promise<boolean> {
  const current = tokenStore.getSecurityToken();
  if (current !== null && current !== rejected && isUnexpired(current)) return true;
  // No refresh token (or an empty one): nothing can renew the session.
  if (rejected === null || !tokenStore.getRefreshToken()) return false;
  await refreshSession();
  const renewed = tokenStore.getSecurityToken();
  return renewed !== null && renewed !== rejected;
}

/**
 * The retry after a renewal was refused as well: the server no longer accepts this session, so
 * the player is logged out here too instead of looking logged in with every call failing.
 */
export function endRefusedSession(rejected: string | null): void {
  if (rejected !== null && tokenStore.getSecurityToken() === rejected) endSession();
}

/** The stored token when it is still valid; never waits (visitors may make these calls). */
const storedToken: Authorize = async () => {
  const token = tokenStore.getSecurityToken();
  return isUnexpired(token) ? token : null;
};

export const authorizerFor = (auth: AuthNeed): Authorize | undefined =>
  auth === 'required' ? awaitToken : auth === 'optional' ? storedToken : undefined;
