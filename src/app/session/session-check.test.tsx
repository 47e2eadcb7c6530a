import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query';
import { setAdapter, type Adapter } from '@/lib/api';
import { fakeAdapter } from '@/testing/fake-adapter';
import { ApiError } from '@/lib/api/errors';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { isLoggedIn, playerKeys } from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { RequireAuth } from '../routing/require-auth';
import { checkSession, INACTIVITY_LIMIT_MS, recordInteraction } from './session-check';
import { useSessionMonitor } from './use-session-monitor';
import { fundsKeys } from '@/entities/wallet';

const DAY = 24 * 60 * 60 * 1000;

function fakeApi(logoutFails = false) {
  const calls = {
    getActiveCart: vi.fn(async () => ({
      orderId: 7,
      positions: [],
      originalCartPrice: 0,
      cartPrice: 0,
    })),
    deleteCart: vi.fn(async () => undefined),
    logout: vi.fn(async () => {
      if (logoutFails) throw new ApiError('Network Error', 'logout', undefined, undefined);
    }),
  };
  setAdapter(fakeAdapter(calls as Partial<Adapter>));
  return calls;
}

function logIn() {
  tokenStore.setTokens({ securityToken: 'not-a-jwt', refreshToken: 'refresh' });
  queryClient.setQueryData(playerKeys.profile(), testProfile());
  queryClient.setQueryData(fundsKeys.balance(), testBalance());
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('checkSession', () => {
  it('keeps a player who clicked within 30 days', async () => {
    const api = fakeApi();
    logIn();
    recordInteraction(Date.now() - INACTIVITY_LIMIT_MS + 1000);
    const goHome = vi.fn();
    await checkSession({ pathname: () => '/cart', goHome });
    expect(api.logout).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(true);
  });

  it('after 30 days clears the cart, logs out, goes home and shows the session-expired dialog', async () => {
    const api = fakeApi();
    logIn();
    recordInteraction(Date.now() - 31 * DAY);
    const goHome = vi.fn();
    await checkSession({ pathname: () => '/cart', goHome });
    expect(api.deleteCart).toHaveBeenCalledWith(7);
    expect(api.logout).toHaveBeenCalled();
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(queryClient.getQueryData(playerKeys.profile())).toBeUndefined();
    expect(queryClient.getQueryData(fundsKeys.balance())).toBeUndefined();
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(alertStore.sessionExpired).toBe(true);
  });

  it('never logs out on a payment page', async () => {
    const api = fakeApi();
    logIn();
    recordInteraction(Date.now() - 31 * DAY);
    await checkSession({ pathname: () => '/payment_android', goHome: vi.fn() });
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('when logout fails, clears the tokens and goes home after 5.2 s', async () => {
    fakeApi(true);
    logIn();
    recordInteraction(Date.now() - 31 * DAY);
    const goHome = vi.fn();
    await checkSession({ pathname: () => '/my_account', goHome });
    expect(tokenStore.getSecurityToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5199);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(alertStore.sessionExpired).toBe(true);
  });
});

function Monitor() {
  useSessionMonitor();
  return null;
}

describe('useSessionMonitor', () => {
  it('checks every 60 s: an inactive player is logged out at the next check', async () => {
    const api = fakeApi();
    const { location } = await renderApp(<Monitor />, { route: '/cart', player: testProfile() });
    recordInteraction(Date.now() - 31 * DAY);
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(api.logout).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/');
  });

  it.each([false, true])(
    'on a protected page ends on the start screen with the dialog (logout fails: %s)',
    async (logoutFails) => {
      fakeApi(logoutFails);
      const { location } = await renderApp(
        <>
          <Monitor />
          <Routes>
            <Route
              path="/my_account"
              element={
                <RequireAuth>
                  <p>account</p>
                </RequireAuth>
              }
            />
            <Route path="/login" element={<p>login</p>} />
            <Route path="/" element={<p>start</p>} />
          </Routes>
        </>,
        { route: '/my_account', player: testProfile() },
      );
      recordInteraction(Date.now() - 31 * DAY);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(location()).toBe('/');
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(location()).toBe('/');
      expect(alertStore.sessionExpired).toBe(true);
    },
  );

  it('counts a click as interaction', async () => {
    const api = fakeApi();
    await renderApp(<Monitor />, { route: '/cart', player: testProfile() });
    recordInteraction(Date.now() - 31 * DAY);
    document.body.click();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.logout).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(true);
  });

  it('leaves saved pages readable offline (no dialog) and closes the dialog once back online', async () => {
    fakeApi();
    await renderApp(<Monitor />);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(alertStore.offline).toBe(false);
    // A page whose code could not load raised the dialog; the connection comes back.
    act(() => {
      alertStore.offline = true;
    });
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(alertStore.offline).toBe(false);
  });
});
