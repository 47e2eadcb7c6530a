import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/api/tokens';
import type { UserBalance, UserProfile } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { queryClient } from '@/lib/query';
import { isLoggedIn, playerKeys } from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { BALANCE_START_WAIT_MS, prefetchPlayer } from './prefetch-player';
import { fundsKeys } from '@/entities/wallet';

/** A call that answers only when the test says so. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  const call = vi.fn(() => new Promise<T>((resolve) => (answer = resolve)));
  return { call, answer: (value: T) => answer(value) };
}

describe('prefetchPlayer (app start)', () => {
  it('asks profile and balance at once, then the player counts as logged in', async () => {
    tokenStore.setTokens({ securityToken: 's', refreshToken: 'r' });
    const profile = held<UserProfile>();
    const balance = held<UserBalance>();
    fakeApi({ getProfile: profile.call, getAccountBalance: balance.call });
    const started = prefetchPlayer(queryClient);
    // Both requests are out before either answered: no waterfall.
    await vi.waitFor(() => expect(balance.call).toHaveBeenCalledTimes(1));
    expect(profile.call).toHaveBeenCalledTimes(1);
    profile.answer(testProfile());
    balance.answer(testBalance(9_000));
    await started;
    expect(isLoggedIn()).toBe(true);
    expect(queryClient.getQueryData(fundsKeys.balance())).toEqual(testBalance(9_000));
  });

  it('asks nothing for a visitor', async () => {
    const calls = { getProfile: vi.fn(async () => testProfile()), getAccountBalance: vi.fn() };
    fakeApi(calls);
    await prefetchPlayer(queryClient);
    expect([calls.getProfile, calls.getAccountBalance].map((c) => c.mock.calls.length)).toEqual([
      0, 0,
    ]);
    expect(queryClient.getQueryData(playerKeys.profile())).toBeUndefined();
  });

  it('a refused profile leaves the player logged out, the balance still loads', async () => {
    tokenStore.setTokens({ securityToken: 's', refreshToken: 'r' });
    fakeApi({
      getProfile: async () => Promise.reject(new Error('500')),
      getAccountBalance: async () => testBalance(),
    });
    await prefetchPlayer(queryClient);
    expect(isLoggedIn()).toBe(false);
  });

  it('does not hold the start for a balance still being asked (its retries run 7 s offline)', async () => {
    vi.useFakeTimers();
    try {
      tokenStore.setTokens({ securityToken: 's', refreshToken: 'r' });
      const balance = held<UserBalance>();
      fakeApi({ getProfile: async () => testProfile(), getAccountBalance: balance.call });
      let done = false;
      void prefetchPlayer(queryClient).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(BALANCE_START_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(isLoggedIn()).toBe(true);
      // Not known yet, not zero: the screens say so until the backend answers.
      expect(queryClient.getQueryData(fundsKeys.balance())).toBeUndefined();
      balance.answer(testBalance(4_000));
      await vi.waitFor(() =>
        expect(queryClient.getQueryData(fundsKeys.balance())).toEqual(testBalance(4_000)),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
