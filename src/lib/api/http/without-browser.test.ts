import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../account';
import { isPreviewMode } from '../locale';
import { eventsOf, useApiEvents } from '@/testing/api-events';
import { lotteryUrl, useApiServer } from '@/testing/network';
import { makeJwt } from '@/testing/make-jwt';
import { tokenStore } from '../tokens';

// The contract tests run the real adapter in Node: no window, localStorage or (Node 20) navigator.
// The app project's shared setup needs jsdom, so the browser globals are removed here instead.
const server = useApiServer();
const events = useApiEvents();

beforeEach(() => {
  vi.stubGlobal('localStorage', undefined);
  vi.stubGlobal('navigator', undefined);
  vi.stubGlobal('window', undefined);
});

afterEach(() => {
  tokenStore.clear();
  // Before the shared setup's cleanup, which needs localStorage back.
  vi.unstubAllGlobals();
});

describe('the adapter without browser globals', () => {
  it('is never in preview mode', () => {
    expect(typeof window).toBe('undefined');
    expect(isPreviewMode()).toBe(false);
  });

  it('keeps the tokens in memory and sends the bearer', async () => {
    const token = makeJwt({ expInSeconds: 600 });
    tokenStore.setTokens({ securityToken: token, refreshToken: 'r1' });
    let auth: string | null = null;
    server.use(
      http.get(lotteryUrl('/users'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ id: 3 });
      }),
    );
    await expect(getProfile()).resolves.toEqual({ id: 3 });
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('counts as online: the geo body is a geo restriction', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    server.use(
      http.get(lotteryUrl('/users'), () =>
        HttpResponse.json({ status: 'geo location restricted' }, { status: 500 }),
      ),
    );
    await expect(getProfile()).rejects.toMatchObject({ status: 500 });
    expect(eventsOf(events, 'geo-restricted')).toHaveLength(1);
  });
});
