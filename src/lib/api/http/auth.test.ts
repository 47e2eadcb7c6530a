import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getProfile } from '../account';
import { getGameInfos, getTicketTypes } from '../games';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { flush, useFakeApiTimers } from '@/testing/fake-timers';
import { makeJwt } from '@/testing/make-jwt';
import { TOKEN_KEYS, tokenStore } from '../tokens';
import { ensureFreshToken } from './auth';

const server = useApiServer();
const events = useApiEvents();
useFakeApiTimers();

/** Answers GET /users and records when (fake clock) and with which bearer each request came. */
function profileEndpoint() {
  const seen: { at: number; auth: string | null }[] = [];
  server.use(
    http.get(lotteryUrl('/users'), ({ request }) => {
      seen.push({ at: Date.now(), auth: request.headers.get('authorization') });
      return HttpResponse.json({ id: 7 });
    }),
  );
  return seen;
}

/** Answers the refresh with new tokens and records the refresh tokens it was given. */
function refreshEndpoint(answer = () => HttpResponse.json(newTokens())) {
  const given: (string | null)[] = [];
  server.use(
    http.post(lotteryUrl('/users/tokens/refresh'), ({ request }) => {
      given.push(new URL(request.url).searchParams.get('refreshToken'));
      return answer();
    }),
  );
  return given;
}

let issued = 0;
const newTokens = () => {
  issued += 1;
  return {
    securityToken: makeJwt({ expInSeconds: 900, sub: `new-${issued}` }),
    refreshToken: `r-new`,
    status: 'OK',
  };
};

const storeOnlyRefreshToken = (refreshToken: string) => {
  tokenStore.setTokens({ securityToken: 'x', refreshToken });
  tokenStore.clearSecurityToken();
};

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

describe('ensureFreshToken (app start)', () => {
  it('obtains a new token when only a refresh token is stored', async () => {
    storeOnlyRefreshToken('r1');
    const given = refreshEndpoint();
    await expect(ensureFreshToken()).resolves.toBe(true);
    expect(given).toEqual(['r1']);
    expect(tokenStore.getSecurityToken()).toMatch(/^ey/);
  });

  it('does nothing for a visitor', async () => {
    const given = refreshEndpoint();
    await expect(ensureFreshToken()).resolves.toBe(false);
    await flush();
    expect(given).toEqual([]);
  });
});

describe('which calls carry the bearer token', () => {
  it("never sends one on an 'none' call, even when stored", async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    let auth: string | null = 'unset';
    server.use(
      http.get(lotteryUrl('/sales/game-infos'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await getGameInfos();
    expect(auth).toBeNull();
  });

  it("sends the stored token on an 'optional' call", async () => {
    const token = makeJwt({ expInSeconds: 600 });
    tokenStore.setTokens({ securityToken: token, refreshToken: 'r1' });
    const auth = ticketTypesEndpoint();
    await getTicketTypes();
    expect(auth).toEqual([`Bearer ${token}`]);
  });

  it("neither waits nor refreshes on an 'optional' call", async () => {
    storeOnlyRefreshToken('r1');
    const given = refreshEndpoint();
    const auth = ticketTypesEndpoint();
    await getTicketTypes();
    expect(auth).toEqual([null]);
    expect(given).toEqual([]);
  });
});

function ticketTypesEndpoint() {
  const auth: (string | null)[] = [];
  server.use(
    http.get(lotteryUrl('/games/tickets'), ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return HttpResponse.json([]);
    }),
  );
  return auth;
}

describe('a token the server says has expired (the browser clock disagrees)', () => {
  /** GET /users answers 401 to the first `refusals` requests, then the profile. */
  function profileRefusing(refusals: number) {
    const seen: (string | null)[] = [];
    server.use(
      http.get(lotteryUrl('/users'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return seen.length <= refusals
          ? HttpResponse.json({ status: 'UNAUTHORIZED', message: 'expired' }, { status: 401 })
          : HttpResponse.json({ id: 7 });
      }),
    );
    return seen;
  }

  it('refreshes once and retries the call with the new token, without an alert', async () => {
    const old = makeJwt({ expInSeconds: 600 });
    tokenStore.setTokens({ securityToken: old, refreshToken: 'r1' });
    const seen = profileRefusing(1);
    const given = refreshEndpoint();
    await expect(getProfile()).resolves.toEqual({ id: 7 });
    expect(given).toEqual(['r1']);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(`Bearer ${old}`);
    expect(seen[1]).not.toBe(`Bearer ${old}`);
    expect(eventsOf(events, 'alert')).toEqual([]);
    expect(eventsOf(events, 'cart-empty')).toEqual([]);
  });

  it('a second 401 after the refresh ends the session: both tokens go, no third try', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    const seen = profileRefusing(5);
    const given = refreshEndpoint();
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(given).toHaveLength(1);
    expect(seen).toHaveLength(2);
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('when the refresh is refused too, the session ends without a retry', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    const seen = profileRefusing(5);
    refreshEndpoint(() => HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 }));
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(tokenStore.getSecurityToken()).toBeNull();
  });
});
