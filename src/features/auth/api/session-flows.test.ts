import { describe, expect, it, vi } from 'vitest';
import { alertStore } from '@/lib/alerts';
import { ApiError } from '@/lib/api/errors';
import { tokenStore } from '@/lib/api/tokens';
import { fakeApi } from '@/testing/fake-adapter';
import { queryClient } from '@/lib/query';
import {
  endClosedAccountSession,
  isLoggedIn,
  playerKeys,
  sessionStore,
  logout,
} from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { loginWithCredentials } from './login';
import { fundsKeys } from '@/entities/wallet';
import { notificationKeys } from '@/entities/notifications';
import { cartKeys } from '@/entities/cart';
import { DEMO_PASSWORD } from '../../../../fixtures/demo-players';

const noCart = () =>
  Promise.reject(
    new ApiError('Request failed with status code 404', 'getActiveCart', 404, undefined),
  );

/** A strict adapter: login, profile and balance answer; any call not listed here rejects. */
function stubSession(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const calls = {
    login: vi.fn(async () => ({
      securityToken: 's',
      refreshToken: 'r',
      status: 'TEMPORARY_PASSWORD' as const,
    })),
    getProfile: vi.fn(async () => testProfile()),
    getAccountBalance: vi.fn(async () => testBalance(7_000)),
    getActiveCart: vi.fn(noCart),
    deleteCart: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
  fakeApi(calls);
  return calls;
}

/** What one player leaves in the cache: profile, balance, a history page, a notification page. */
function playerQueries() {
  return [
    queryClient.getQueryData(playerKeys.profile()),
    queryClient.getQueryData(fundsKeys.balance()),
    queryClient.getQueryData(fundsKeys.bookings()),
    queryClient.getQueryData(notificationKeys.pages()),
  ];
}

async function loginWithHistory() {
  await loginWithCredentials('07701234567', DEMO_PASSWORD);
  queryClient.setQueryData(fundsKeys.bookings(), { pages: [[{ bookingId: 1 }]], pageParams: [0] });
  queryClient.setQueryData(notificationKeys.pages(), {
    pages: [[{ messageId: 1 }]],
    pageParams: [0],
  });
}

describe('session flows', () => {
  it('login stores both tokens, marks a temporary login and fills the profile and balance queries', async () => {
    const api = stubSession();
    await loginWithCredentials('07701234567', DEMO_PASSWORD);
    expect(api.login).toHaveBeenCalledWith('07701234567', DEMO_PASSWORD);
    expect([tokenStore.getSecurityToken(), tokenStore.getRefreshToken()]).toEqual(['s', 'r']);
    expect(sessionStore.temporaryLogin).toBe(true);
    expect(queryClient.getQueryData(playerKeys.profile())).toEqual(testProfile());
    expect(queryClient.getQueryData(fundsKeys.balance())).toEqual(testBalance(7_000));
    expect(isLoggedIn()).toBe(true);
  });

  it('a failed profile leaves the player logged out, whatever the tokens', async () => {
    stubSession({ getProfile: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(loginWithCredentials('07701234567', DEMO_PASSWORD)).rejects.toThrow('down');
    expect(tokenStore.hasSecurityToken()).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('logout deletes the cart and forgets every player query even when the call fails', async () => {
    const api = stubSession({
      getActiveCart: vi.fn(async () => ({
        orderId: 3,
        positions: [],
        originalCartPrice: 0,
        cartPrice: 0,
      })),
      logout: vi.fn(async () =>
        Promise.reject(new ApiError('Network Error', 'logout', undefined, undefined)),
      ),
    });
    await loginWithHistory();
    queryClient.setQueryData(cartKeys.active(), { orderId: 3, positions: [{}] });

    expect(await logout()).toBe(false);
    expect(api.deleteCart).toHaveBeenCalledWith(3);
    expect([tokenStore.getSecurityToken(), tokenStore.getRefreshToken()]).toEqual([null, null]);
    expect(playerQueries()).toEqual([undefined, undefined, undefined, undefined]);
    expect(isLoggedIn()).toBe(false);
    // The cart query goes with the player: the badge is empty.
    expect(queryClient.getQueryData(cartKeys.active())).toBeUndefined();
    expect(sessionStore.loggedOut).toBe(true);
    // The player is told the server could not be told, not left to assume it was.
    expect(alertStore.newAlert?.title).toEqual({ key: 'errors:logoutServerNotTold.title' });
  });

  it('logout without an active cart still logs out', async () => {
    const api = stubSession();
    await loginWithCredentials('07701234567', DEMO_PASSWORD);
    expect(await logout()).toBe(true);
    expect(alertStore.newAlert).toBeNull();
    expect(api.deleteCart).not.toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('an account close forgets every player query without calling the backend', async () => {
    stubSession();
    await loginWithHistory();
    endClosedAccountSession();
    expect(playerQueries()).toEqual([undefined, undefined, undefined, undefined]);
    expect([sessionStore.accountClosed, isLoggedIn()]).toEqual([true, false]);
  });

  it('the next player never sees the previous one: their own profile and balance only', async () => {
    stubSession();
    await loginWithHistory();
    await logout();
    const next = { ...testProfile(), firstName: 'Zainab' };
    stubSession({
      getProfile: vi.fn(async () => next),
      getAccountBalance: vi.fn(async () => testBalance(1_000)),
    });
    await loginWithCredentials('07709876543', DEMO_PASSWORD);
    expect(playerQueries()).toEqual([next, testBalance(1_000), undefined, undefined]);
  });
});
