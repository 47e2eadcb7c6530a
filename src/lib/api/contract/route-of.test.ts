import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateFavourite } from '../favourites';
import { CALLS, type CallId } from '../calls';
import { call } from '../http/call';
import { tokenStore } from '../tokens';
import { makeJwt } from '@/testing/make-jwt';
import { cmsUrl, lotteryUrl, useApiServer } from '@/testing/network';
import { routeOf, urlOf } from './route-of';

const server = useApiServer();
const ROWS = Object.keys(CALLS) as CallId[];
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** Every request that reaches either service, as `METHOD pathname` (the base's prefix kept). */
function recordRequests(): string[] {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ status: 'NOT_FOUND', message: 'No' }, { status: 404 });
  };
  server.use(http.all(lotteryUrl('/*'), record), http.all(cmsUrl('/*'), record));
  return seen;
}

const base = (id: CallId) =>
  new URL(CALLS[id].service === 'cms' ? cmsUrl('/') : lotteryUrl('/')).pathname.replace(/\/$/, '');

beforeEach(() => {
  tokenStore.setTokens({ securityToken: makeJwt({ expInSeconds: 900 }), refreshToken: 'r1' });
});

describe('each call goes where its row says (decision 0299)', () => {
  it.each(ROWS)('%s: its route is `METHOD /path` with distinct named parameters', (id) => {
    const { method, path } = routeOf(id);
    expect(method).toMatch(/^(GET|POST|PUT|DELETE)$/);
    expect(path).toMatch(/^(\/([a-z0-9-]+|:[a-zA-Z]+))+$/);
    const params = paramsOf(path);
    expect(new Set(params).size).toBe(params.length);
    if (CALLS[id].service === 'cms') expect(method).toBe('GET');
  });

  it('no two rows of a service share a route', () => {
    const keys = ROWS.map((id) => `${CALLS[id].service} ${CALLS[id].route}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(ROWS)('%s: `call` sends its row’s method to its path, parameters filled', async (id) => {
    // A content call's failure is logged (its row's policy): not this test's matter.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = recordRequests();
    const { method, path } = routeOf(id);
    const values = Object.fromEntries(paramsOf(path).map((name) => [name, `${name} 1/2`]));
    const send = call as (id: CallId, input: object) => Promise<unknown>;
    await send(id, { path: values }).catch(() => undefined);
    const filled = path.replace(/:(\w+)/g, (_, name: string) => `${name}%201%2F2`);
    expect(seen).toEqual([`${method} ${base(id)}${filled}`]);
  });

  it('fills a path with its values URI-encoded', () => {
    expect(urlOf('/orders/:orderId/positions/:positionId', { orderId: 7, positionId: 'a b' })).toBe(
      '/orders/7/positions/a%20b',
    );
    expect(urlOf('/orders/receipts/:receiptNumber', { receiptNumber: 'R-1/2' })).toBe(
      '/orders/receipts/R-1%2F2',
    );
  });
});

describe('an adapter function has no URL of its own', () => {
  const row = CALLS.updateFavourite as { route: string };
  const route = row.route;
  afterEach(() => {
    row.route = route;
  });

  it('a planted change of its row moves the call with it', async () => {
    const seen = recordRequests();
    row.route = 'DELETE /users/elsewhere/:favouriteId/x';
    await updateFavourite(4, { name: 'A', numbers: [1, 2, 3, 4, 5, 6] }).catch(() => undefined);
    expect(seen).toEqual([`DELETE ${base('updateFavourite')}/users/elsewhere/4/x`]);
  });
});
