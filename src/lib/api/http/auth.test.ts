import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getProfile } from '../account';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { useFakeApiTimers } from '@/testing/fake-timers';
import { makeJwt } from '@/testing/make-jwt';
import { useApiServer } from '@/testing/network';
import { TOKEN_KEYS, tokenStore } from '../tokens';
import { ensureFreshToken } from './auth';
import { profileEndpoint, refreshEndpoint, storeOnlyRefreshToken } from '@/testing/token-endpoints';

useApiServer();
const events = useApiEvents();
useFakeApiTimers();

describe('waiting for a token before a protected call', () => {
  it('sends at once when an unexpired token is stored', async () => {
    const token = makeJwt({ expInSeconds: 600 });
    tokenStore.setTokens({ securityToken: token, refreshToken: 'r1' });
    const seen = profileEndpoint();
    const start = Date.now();
    await expect(getProfile()).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([{ at: start, auth: `Bearer ${token}` }]);
  });

  it('checks every 250 ms and sends as soon as a token arrives', async () => {
    const seen = profileEndpoint();
    const start = Date.now();
    const result = getProfile();
    await vi.advanceTimersByTimeAsync(600);
    const token = makeJwt({ expInSeconds: 600 });
    tokenStore.setTokens({ securityToken: token, refreshToken: 'r1' });
    await vi.advanceTimersByTimeAsync(149);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([{ at: start + 750, auth: `Bearer ${token}` }]);
  });

  it('gives up after 20 checks (5 s) and sends whatever token it has', async () => {
    const expired = makeJwt({ expInSeconds: -60 });
    // An expired token and no refresh token: nothing can make it valid.
    localStorage.setItem(TOKEN_KEYS.security, expired);
    const seen = profileEndpoint();
    const start = Date.now();
    const result = getProfile();
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([{ at: start + 5000, auth: `Bearer ${expired}` }]);
  });

  it('sends no bearer after 5 s when there is no token at all', async () => {
    const seen = profileEndpoint();
    const start = Date.now();
    const result = getProfile();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([{ at: start + 5000, auth: null }]);
  });
});

describe('refreshing the tokens', () => {
  it('refreshes first when the access token has under 30 s left', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 29 }), refreshToken: 'r1' });
    const given = refreshEndpoint();
    const seen = profileEndpoint();
    await getProfile();
    expect(given).toEqual(['r1']);
    expect(seen[0]?.auth).toBe(`Bearer ${tokenStore.getSecurityToken()}`);
    expect(tokenStore.getRefreshToken()).toBe('r-new');
  });

  it('does not refresh with 30 s or more left', async () => {
    const token = makeJwt({ expInSeconds: 31 });
    tokenStore.setTokens({ securityToken: token, refreshToken: 'r1' });
    const given = refreshEndpoint();
    const seen = profileEndpoint();
    await getProfile();
    expect(given).toEqual([]);
    expect(seen[0]?.auth).toBe(`Bearer ${token}`);
  });

  it('refreshes when the access token is missing but a refresh token exists', async () => {
    storeOnlyRefreshToken('r1');
    const given = refreshEndpoint();
    const seen = profileEndpoint();
    await getProfile();
    expect(given).toEqual(['r1']);
    expect(seen[0]?.auth).toMatch(/^Bearer ey/);
  });

  it('sends one refresh for 10 concurrent calls, and all of them use the new token', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 5 }), refreshToken: 'r1' });
    const given = refreshEndpoint();
    const seen = profileEndpoint();
    await Promise.all(Array.from({ length: 10 }, () => getProfile()));
    expect(given).toEqual(['r1']);
    const fresh = `Bearer ${tokenStore.getSecurityToken()}`;
    expect(seen.map((request) => request.auth)).toEqual(Array(10).fill(fresh));
  });

  it('clears only the security token when the refresh fails', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 10 }), refreshToken: 'r1' });
    refreshEndpoint(() => HttpResponse.json({ status: 'DOWN', message: 'down' }, { status: 503 }));
    await expect(ensureFreshToken()).resolves.toBe(false);
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBe('r1');
    expect(eventsOf(events, 'alert')).toHaveLength(1);
  });

  it('treats an answer without tokens as a failed refresh', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 10 }), refreshToken: 'r1' });
    refreshEndpoint(() => HttpResponse.json({ status: 'OK' }));
    await expect(ensureFreshToken()).resolves.toBe(false);
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBe('r1');
  });

  it('clears both tokens, silently, when the refresh answers 401', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 10 }), refreshToken: 'r1' });
    refreshEndpoint(() =>
      HttpResponse.json({ status: 'UNAUTHORIZED', message: 'no' }, { status: 401 }),
    );
    await expect(ensureFreshToken()).resolves.toBe(false);
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(eventsOf(events, 'alert')).toEqual([]);
  });

  it('after a failed refresh the call still goes out, without a token, once the wait is over', async () => {
    storeOnlyRefreshToken('r1');
    const given = refreshEndpoint(() =>
      HttpResponse.json({ status: 'X', message: 'x' }, { status: 401 }),
    );
    const seen = profileEndpoint();
    const start = Date.now();
    const result = getProfile();
    await vi.advanceTimersByTimeAsync(5000);
    await result;
    expect(given).toEqual(['r1']);
    expect(seen).toEqual([{ at: start + 5000, auth: null }]);
  });
});
