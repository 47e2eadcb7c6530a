import { emitApiEvent } from './events';
import type { LoginResponse } from './types';

/** Storage keys from section 9. */
export const TOKEN_KEYS = { security: 'securityToken', refresh: 'refreshToken' } as const;

/** localStorage in the browser; an in-memory map where there is none (Node: contracts, scripts). */
const memory = new Map<string, string>();
const storage = {
  get: (key: string) =>
    typeof localStorage === 'undefined' ? (memory.get(key) ?? null) : localStorage.getItem(key),
  set: (key: string, value: string) =>
    typeof localStorage === 'undefined' ? memory.set(key, value) : localStorage.setItem(key, value),
  remove: (key: string) =>
    typeof localStorage === 'undefined' ? memory.delete(key) : localStorage.removeItem(key),
};

export const tokenStore = {
  getSecurityToken: (): string | null => storage.get(TOKEN_KEYS.security),
  getRefreshToken: (): string | null => storage.get(TOKEN_KEYS.refresh),
  hasSecurityToken: (): boolean => storage.get(TOKEN_KEYS.security) !== null,
  setTokens({
    securityToken,
    refreshToken,
  }: Pick<LoginResponse, 'securityToken' | 'refreshToken'>): void {
    storage.set(TOKEN_KEYS.security, securityToken);
    storage.set(TOKEN_KEYS.refresh, refreshToken);
    emitApiEvent({ type: 'tokens-changed' });
  },
  clearSecurityToken(): void {
    storage.remove(TOKEN_KEYS.security);
    emitApiEvent({ type: 'tokens-changed' });
  },
  clear(): void {
    storage.remove(TOKEN_KEYS.security);
    storage.remove(TOKEN_KEYS.refresh);
    emitApiEvent({ type: 'tokens-changed' });
  },
};

/**
 * Milliseconds until the token expires, read from its JWT `exp` claim (not verified: the
 * server does that). Null when the token is not a readable JWT.
 */
export function msUntilExpiry(token: string, now = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? json.exp * 1000 - now : null;
  } catch {
    return null;
  }
}
