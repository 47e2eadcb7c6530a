import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationQuery } from '@/entities/content';
import { i18n } from '@/i18n';
import { tokenStore } from '@/lib/api/tokens';
import type { Cart, GameInfo } from '@/lib/api/types';
import { fakeApi as stubApi } from '@/testing/fake-adapter';
import { queryClient } from '@/lib/query';
import { isLoggedIn, sessionStore } from '@/entities/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { startApp } from './app-start';
import { fundsKeys } from '@/entities/wallet';
import { gameInfoQueryOptions } from '@/entities/game';
import { cartKeys } from '@/entities/cart';

const infos = [
  {
    gameTypeName: '2digit',
    drawId: 1,
    drawDate: '',
    drawLabel: '',
    jackpotValue: 1,
    jackpotState: 'ESTIMATED',
  },
  {
    gameTypeName: '6of29',
    drawId: 9,
    drawDate: '',
    drawLabel: 'Draw 9',
    jackpotValue: 5,
    jackpotState: 'ESTIMATED',
  },
] as GameInfo[];

function fakeApi() {
  const calls = {
    getGameInfos: vi.fn(async () => infos),
    getNavigationLinks: vi.fn(async () => []),
    getProfile: vi.fn(async () => testProfile()),
    getAccountBalance: vi.fn(async () => testBalance(12_000)),
    getActiveCart: vi.fn(
      async () =>
        ({
          orderId: 1,
          positions: [{ position_id: 1 }],
          originalCartPrice: 0,
          cartPrice: 0,
        }) as Cart,
    ),
    getCartVouchers: vi.fn(async () => []),
  };
  // Strict: any call the test did not stub rejects.
  stubApi(calls);
  return calls;
}

describe('startApp', () => {
  beforeEach(() => queryClient.clear());

  it('fetches game info once: the jackpot and the board read the same cached query', async () => {
    const api = fakeApi();
    await startApp();
    const info = await queryClient.ensureQueryData(gameInfoQueryOptions());
    expect(info?.jackpotValue).toBe(5);
    expect(api.getGameInfos).toHaveBeenCalledTimes(1);
  });

  it('for a visitor loads game info (6of29 only) and the navigation, never the profile', async () => {
    const api = fakeApi();
    await startApp();
    expect(api.getProfile).not.toHaveBeenCalled();
    expect(api.getAccountBalance).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(gameInfoQueryOptions().queryKey)?.drawId).toBe(9);
    expect(queryClient.getQueryData(navigationQuery(i18n.language).queryKey)).toEqual([]);
    expect(api.getActiveCart).not.toHaveBeenCalled();
    expect(sessionStore.ready).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('with a stored token loads profile, balance, the cart and its vouchers once each', async () => {
    const api = fakeApi();
    tokenStore.setTokens({ securityToken: 'opaque-token', refreshToken: 'refresh' });
    await startApp();
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(true);
    expect(queryClient.getQueryData(fundsKeys.balance())).toMatchObject({ balance: 12_000 });
    expect(queryClient.getQueryData(cartKeys.active())).toMatchObject({ orderId: 1 });
    expect(queryClient.getQueryData(cartKeys.vouchers())).toEqual([]);
    expect([api.getActiveCart, api.getCartVouchers].map((f) => f.mock.calls.length)).toEqual([
      1, 1,
    ]);
    expect(sessionStore.ready).toBe(true);
  });

  it('a start step that fails still ends the start: the app never stays on the start spinner', async () => {
    fakeApi();
    sessionStore.ready = false;
    await startApp([Promise.reject(new Error('page chunk could not load'))]);
    expect(sessionStore.ready).toBe(true);
  });
});
