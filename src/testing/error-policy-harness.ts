import { http, HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { cmsUrl, lotteryUrl, useApiServer } from '@/testing/network';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { makeJwt } from '@/testing/make-jwt';
import { tokenStore } from '@/lib/api/tokens';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Runs the call and answers its rejection (or a marker when it resolved). */
export const rejectionOf = (run: () => Promise<unknown>) =>
  run().then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => error,
  );

/**
 * For the error-policy tests: the shared msw server, the collected ApiEvents, and a session whose
 * refresh is refused, so the first 401 is what each row of section 8's table sees.
 */
export function usePolicyHarness() {
  const server = useApiServer();
  const events = useApiEvents();

  /** The endpoint answers `status` with an error body carrying `code`. */
  const fail = (method: Method, url: string, status: number, code = 'SOME_ERROR') =>
    server.use(
      http[method](url, () => HttpResponse.json({ status: code, message: code }, { status })),
    );

  beforeEach(() => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 900 }), refreshToken: 'r1' });
    // A 401 is retried once after a refresh (auth.test.ts); here the refresh is refused.
    server.use(
      http.post(lotteryUrl('/users/tokens/refresh'), () =>
        HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
  });

  return { server, events, fail, alerts: () => eventsOf(events, 'alert'), cmsUrl, lotteryUrl };
}
