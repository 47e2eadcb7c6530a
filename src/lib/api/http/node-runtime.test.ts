// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../account';
import { getHomepage } from '../cms';
import { isPreviewMode } from '../locale';
import { cmsUrl, eventsOf, lotteryUrl, useApiEvents, useApiServer } from '../testing/api-server';
import { makeJwt } from '../testing/make-jwt';
import { tokenStore } from '../tokens';

// The contract tests run the real adapter in Node: no window, localStorage or (on Node 20) navigator.
const server = useApiServer();
const events = useApiEvents();

describe('the adapter in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    expect(isPreviewMode()).toBe(false);
  });

  it('stores tokens in memory and sends the bearer', async () => {
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

  it('applies the error policy (geo on 500 counts as online)', async () => {
    tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 600 }), refreshToken: 'r1' });
    server.use(http.get(lotteryUrl('/users'), () => HttpResponse.json({}, { status: 500 })));
    await expect(getProfile()).rejects.toMatchObject({ status: 500 });
    expect(eventsOf(events, 'geo-restricted')).toHaveLength(1);
  });

  it('sends the CMS locale', async () => {
    let locale: string | null = null;
    server.use(
      http.get(cmsUrl('/homepage'), ({ request }) => {
        locale = new URL(request.url).searchParams.get('locale');
        return HttpResponse.json({ data: { id: 1 }, meta: {} });
      }),
    );
    await getHomepage();
    expect(locale).toBe('ar-IQ');
  });
});
