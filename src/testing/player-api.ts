import { vi } from 'vitest';
import type { Adapter } from '@/lib/api/adapter';
import type { CallId } from '@/lib/api/calls';
import { ApiError } from '@/lib/api/errors';
import type { LoginResponse, UserProfile } from '@/lib/api/types';
import { fakeApi } from './fake-adapter';
import { testBalance, testProfile } from './fixtures';
import { makeJwt } from './make-jwt';

/** A rejection shaped like the adapter's: status plus the body's machine code. */
export const apiError = (callId: CallId, status: number, code: string, extra: object = {}) =>
  new ApiError(`Request failed with status code ${status}`, callId, status, {
    status: code,
    message: code,
    ...extra,
  });

export const loginResponse = (status: LoginResponse['status'] = 'OK'): LoginResponse => ({
  securityToken: makeJwt({ expInSeconds: 900 }),
  refreshToken: makeJwt({ expInSeconds: 3600 }),
  status,
});

/**
 * A strict fake adapter for a logged-in player: profile and balance answer the test player unless
 * overridden; any call not given rejects and fails the test.
 */
export function fakePlayerApi<C extends Partial<Adapter>>(
  overrides: C = {} as C,
  profile: UserProfile = testProfile(),
) {
  return fakeApi({
    getProfile: vi.fn(async () => profile),
    getAccountBalance: vi.fn(async () => testBalance()),
    // The subscriptions extension is not offered unless a test says so (decision 0224).
    getSubscriptions: vi.fn(async () => {
      throw apiError('getSubscriptions', 404, 'NOT_FOUND');
    }),
    ...overrides,
  });
}
