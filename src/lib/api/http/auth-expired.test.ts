import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../account';
import { getGameInfos, getTicketTypes } from '../games';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { flush, useFakeApiTimers } from '@/testing/fake-timers';
import { makeJwt } from '@/testing/make-jwt';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { tokenStore } from '../tokens';
import { ensureFreshToken } from './auth';
import {
  refreshEndpoint,
  storeOnlyRefreshToken,
  ticketTypesEndpoint,
} from '@/testing/token-endpoints';

const server = useApiServer();
const events = useApiEvents();
useFakeApiTimers();

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
    expect(eventsOf(events, 'session-ended')).toHaveLength(1);
  });

  it('when the refresh is refused too, the session ends without a retry', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    const seen = profileRefusing(5);
    refreshEndpoint(() => HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 }));
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(tokenStore.getSecurityToken()).toBeNull();
    // Said once, however many calls shared the refused refresh.
    expect(eventsOf(events, 'session-ended')).toHaveLength(1);
  });
});
