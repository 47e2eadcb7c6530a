import { describe, expect, it, vi } from 'vitest';
import { setAdapter, type Adapter } from '@/lib/api';
import { fakeAdapter } from '@/testing/fake-adapter';
import { ApiError } from '@/lib/api/errors';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { gameStore } from '@/lib/game';
import { queryClient } from '@/lib/query';
import { walletKeys } from '@/lib/wallet';
import { testBalance, testProfile } from '@/testing/fixtures';
import { loginWithCredentials, logout, refreshBalance } from './actions';
import { sessionStore } from './session-store';

function fakeApi(overrides: Partial<Record<keyof Adapter, unknown>> = {}) {
  const calls = {
    login: vi.fn(async () => ({
      securityToken: 's',
      refreshToken: 'r',
      status: 'TEMPORARY_PASSWORD',
    })),
    getProfile: vi.fn(async () => testProfile()),
    getAccountBalance: vi.fn(async () => testBalance(7_000)),
    getActiveCart: vi.fn(async () => {
      throw new ApiError('Request failed with status code 404', 'getActiveCart', 404, undefined);
    }),
    deleteCart: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
  setAdapter(fakeAdapter(calls as Partial<Adapter>));
  return calls;
}

describe('session actions', () => {
  it('login stores both tokens, marks a temporary login and loads profile and balance', async () => {
    const api = fakeApi();
    await loginWithCredentials('07701234567', 'Lottery123!');
    expect(api.login).toHaveBeenCalledWith('07701234567', 'Lottery123!');
    expect(tokenStore.getSecurityToken()).toBe('s');
    expect(tokenStore.getRefreshToken()).toBe('r');
    expect(sessionStore.temporaryLogin).toBe(true);
    expect(sessionStore.isLoggedIn).toBe(true);
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual(testBalance(7_000));
  });

  it('fetches no balance without a security token', async () => {
    const api = fakeApi();
    expect(await refreshBalance()).toBeNull();
    expect(api.getAccountBalance).not.toHaveBeenCalled();
  });

  it('logout deletes an existing cart and clears everything even when the call fails', async () => {
    const api = fakeApi({
      getActiveCart: vi.fn(async () => ({
        orderId: 3,
        positions: [],
        originalCartPrice: 0,
        cartPrice: 0,
      })),
      logout: vi.fn(async () => {
        throw new ApiError('Network Error', 'logout', undefined, undefined);
      }),
    });
    await loginWithCredentials('07701234567', 'Lottery123!');
    sessionStore.notifications = [{ messageId: 1 } as never];
    sessionStore.bookings = [{ bookingId: 1 } as never];
    gameStore.ticketIndex = 4;
    gameStore.entryIndex = 2;
    alertStore.isCartEmpty = false;

    expect(await logout()).toBe(false);
    expect(api.deleteCart).toHaveBeenCalledWith(3);
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(sessionStore.profile).toBeNull();
    expect(queryClient.getQueryData(walletKeys.balance())).toBeUndefined();
    expect(sessionStore.notifications).toEqual([]);
    expect(sessionStore.bookings).toEqual([]);
    expect(sessionStore.isLoggedIn).toBe(false);
    expect([gameStore.ticketIndex, gameStore.entryIndex]).toEqual([0, 0]);
    expect(alertStore.isCartEmpty).toBe(true);
    expect(sessionStore.loggedOut).toBe(true);
  });

  it('logout without an active cart still logs out', async () => {
    const api = fakeApi();
    await loginWithCredentials('07701234567', 'Lottery123!');
    expect(await logout()).toBe(true);
    expect(api.deleteCart).not.toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalledTimes(1);
  });
});
