import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@/lib/api/tokens';
import { queryClient } from '@/lib/query';
import { testProfile } from '@/testing/fixtures';
import { playerKeys } from './player-keys';
import { useIsLoggedIn, useIsVerified } from './player';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const renderFacts = () =>
  renderHook(() => ({ loggedIn: useIsLoggedIn(), verified: useIsVerified() }), { wrapper });

const logIn = () => tokenStore.setTokens({ securityToken: 's', refreshToken: 'r' });
const unverified = { ...testProfile(), roles: [], mobileVerified: false };

describe('logged in and verified follow the profile query', () => {
  it('are false while a token is stored but no profile is cached', () => {
    logIn();
    expect(renderFacts().result.current).toEqual({ loggedIn: false, verified: false });
  });

  it('turn true when the profile arrives, and verified follows its roles', () => {
    logIn();
    const { result } = renderFacts();
    act(() => queryClient.setQueryData(playerKeys.profile(), unverified));
    expect(result.current).toEqual({ loggedIn: true, verified: false });
    const confirmed = { ...unverified, roles: [{ roleName: 'IDENTITY_CONFIRMED' }] };
    act(() => queryClient.setQueryData(playerKeys.profile(), confirmed));
    expect(result.current).toEqual({ loggedIn: true, verified: true });
  });

  it('a cached profile without a security token is not logged in', () => {
    queryClient.setQueryData(playerKeys.profile(), testProfile());
    expect(renderFacts().result.current.loggedIn).toBe(false);
  });

  it('a session that ends with both tokens (a final 401) forgets the player queries', async () => {
    logIn();
    queryClient.setQueryData(playerKeys.profile(), testProfile());
    queryClient.setQueryData([...playerKeys.all, 'funds', 'balance'], { balance: 1 });
    const { result } = renderFacts();
    await act(async () => tokenStore.clear());
    expect(result.current.loggedIn).toBe(false);
    expect(queryClient.getQueriesData({ queryKey: playerKeys.all })).toEqual([]);
  });

  it('losing only the security token (a refresh under way) keeps the cache for the next token', async () => {
    logIn();
    queryClient.setQueryData(playerKeys.profile(), testProfile());
    const { result } = renderFacts();
    await act(async () => tokenStore.clearSecurityToken());
    expect(result.current.loggedIn).toBe(false);
    expect(queryClient.getQueryData(playerKeys.profile())).toEqual(testProfile());
  });
});
