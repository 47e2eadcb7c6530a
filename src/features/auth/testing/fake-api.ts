import { vi } from 'vitest';
import { httpAdapter, setAdapter, type Adapter } from '@/lib/api/adapter';
import { ApiError } from '@/lib/api/errors';
import type { CallId } from '@/lib/api/calls';
import type { LoginResponse, UserProfile } from '@/lib/api/types';
import { makeJwt } from '@/lib/api/testing/make-jwt';
import { testBalance, testProfile } from '@/testing/fixtures';

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
 * Replaces the adapter with the real one plus these calls; profile and balance answer the test
 * player unless overridden. Every other call would go to the network (and fail the test).
 */
export function fakeApi(overrides: Partial<Adapter> = {}, profile: UserProfile = testProfile()) {
  const calls = {
    getProfile: vi.fn(async () => profile),
    getAccountBalance: vi.fn(async () => testBalance()),
    ...overrides,
  };
  setAdapter({ ...httpAdapter, ...calls });
  return calls;
}
