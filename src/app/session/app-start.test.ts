import { beforeEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '@/lib/wallet';
import { setAdapter, type Adapter } from '@/lib/api';
import { fakeAdapter } from '@/testing/fake-adapter';
import { tokenStore } from '@/lib/api/tokens';
import { alertStore } from '@/lib/alerts';
import { gameInfoQuery } from '@/lib/lottery/queries';
import { navigationStore } from '@/lib/navigation';
import { queryClient } from '@/lib/query';
import { sessionStore } from '@/lib/session';
import { testBalance, testProfile } from '@/testing/fixtures';
import { startApp } from './app-start';

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
];

function fakeApi() {
  const calls = {
    getGameInfos: vi.fn(async () => infos),
    getNavigationLinks: vi.fn(async () => []),
    getProfile: vi.fn(async () => testProfile()),
    getAccountBalance: vi.fn(async () => testBalance(12_000)),
    getActiveCart: vi.fn(async () => ({
      orderId: 1,
      positions: [{ position_id: 1 }],
      originalCartPrice: 0,
      cartPrice: 0,
    })),
  };
  setAdapter(fakeAdapter(calls as unknown as Partial<Adapter>));
  return calls;
}

describe('startApp', () => {
  beforeEach(() => queryClient.clear());

  it('fetches game info once: the jackpot and the board read the same cached query', async () => {
    const api = fakeApi();
    await startApp();
    const info = await queryClient.ensureQueryData(gameInfoQuery());
    expect(info?.jackpotValue).toBe(5);
    expect(api.getGameInfos).toHaveBeenCalledTimes(1);
  });

  it('for a visitor loads game info (6of29 only) and the navigation, never the profile', async () => {
    const api = fakeApi();
    await startApp();
    expect(api.getProfile).not.toHaveBeenCalled();
    expect(api.getAccountBalance).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(gameInfoQuery().queryKey)?.drawId).toBe(9);
    expect(navigationStore.loaded).toBe(true);
    expect(sessionStore.ready).toBe(true);
    expect(sessionStore.isLoggedIn).toBe(false);
  });

  it('with a stored token loads profile, balance and the cart badge before it is ready', async () => {
    const api = fakeApi();
    tokenStore.setTokens({ securityToken: 'opaque-token', refreshToken: 'refresh' });
    await startApp();
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    expect(sessionStore.isLoggedIn).toBe(true);
    expect(queryClient.getQueryData(walletKeys.balance())).toMatchObject({ balance: 12_000 });
    expect(alertStore.isCartEmpty).toBe(false);
    expect(sessionStore.ready).toBe(true);
  });
});
