import { render, type RenderResult } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { changeLanguage, type AppLanguage } from '@/i18n';
import type { Adapter } from '@/lib/api/adapter';
import { tokenStore } from '@/lib/api/tokens';
import type { UserBalance, UserProfile } from '@/lib/api/types';
import { queryClient } from '@/lib/query';
import { playerKeys, sessionStore } from '@/entities/session';
import { fakeApi } from './fake-adapter';
import { testBalance } from './fixtures';
import { fundsKeys } from '@/entities/wallet';

export interface RenderAppOptions {
  /** Initial URL (path and query), default '/'. */
  route?: string;
  /** Navigation state of the initial entry (what `navigate(to, { state })` passes). */
  state?: unknown;
  /** Route pattern the ui is mounted at (e.g. '/cart'); other paths render nothing. Default: every path. */
  path?: string;
  /** UI language; sets <html lang dir> like the app does. Default 'en'. */
  lang?: AppLanguage;
  /** Logs this player in: a token is stored, the profile and the balance are in their queries. */
  player?: UserProfile;
  balance?: UserBalance;
  /** Installs a strict fake adapter with these calls; any other call fails the test. */
  api?: Partial<Adapter>;
}

export interface RenderAppResult extends RenderResult {
  /** The router's current pathname + search (follows navigations). */
  location: () => string;
  queryClient: typeof queryClient;
}

/** Renders ui with router, query client (no retries), i18n, theme and direction, like the app. */
export async function renderApp(
  ui: ReactElement,
  options: RenderAppOptions = {},
): Promise<RenderAppResult> {
  const { route = '/', state, path = '*', lang = 'en', player, balance, api } = options;
  if (api) fakeApi(api);
  await act(() => changeLanguage(lang));
  if (player) {
    tokenStore.setTokens({
      securityToken: 'test-security-token',
      refreshToken: 'test-refresh-token',
    });
  }
  sessionStore.ready = true;
  // The app's own client, as in the app: session flows outside React (login, logout, clearSession)
  // and the rendered screens share one cache; setup-tests clears it after each test.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity },
  });
  if (player) {
    queryClient.setQueryData(playerKeys.profile(), player);
    queryClient.setQueryData(fundsKeys.balance(), balance ?? testBalance());
  }
  const current = { value: route };
  const result = render(
    <AppProviders client={queryClient}>
      <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>
        <LocationProbe onChange={(value) => (current.value = value)} />
        <Routes>
          <Route path={path} element={ui} />
          {/* Other paths render nothing, without React Router's "No routes matched" warning. */}
          {path === '*' ? null : <Route path="*" element={null} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location: () => current.value, queryClient };
}

function LocationProbe({ onChange }: { onChange: (value: string) => void }) {
  const location = useLocation();
  onChange(`${location.pathname}${location.search}`);
  return null;
}
