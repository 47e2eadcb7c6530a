import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../src/lib/api/contract';
import { routeOf } from '../../src/lib/api/contract/route-of';
import { createRoutes } from '../handlers';
import { json } from '../handlers/respond';
import type { Input } from './call';
import type { FakeRequest } from './types';
import { route } from './route';

const BASE = 'http://fake.test/lottery';

describe('route.call: a lottery route from its call definition (decision 0298)', () => {
  it('takes method, path and request schemas from the definition', () => {
    const built = route.call(BASE, 'withdraw', () => () => json({}));
    expect(built).toMatchObject({ method: 'POST', path: `${BASE}/users/wallet/withdraw` });
    expect(built.call).toBe('withdraw');
    expect(built.schemas).toEqual({ body: DEFINITIONS.withdraw.request.body });
    expect(route.call(BASE, 'getActiveCart', () => () => json({})).schemas).toEqual({});
  });

  it('checks the input against the definition, and refuses to read a part the call lacks', async () => {
    let input: Input<'deleteCart'> | undefined;
    route.call(BASE, 'deleteCart', (given) => {
      input = given;
      return () => json({});
    });
    const request = { url: `${BASE}/orders/7`, headers: new Headers() } as unknown as FakeRequest;
    expect(input!.params({ orderId: '7' })).toEqual({ orderId: 7 });
    expect(() => input!.params({ orderId: 'x' })).toThrow(/VALIDATION|expected a positive/);
    // Typed as absent (a handler calling them does not compile); at run time they throw.
    const absent = input as unknown as Record<'query' | 'body', (r: FakeRequest) => unknown>;
    expect(() => absent.query(request)).toThrow('deleteCart defines no request query');
    await expect(absent.body(request)).rejects.toThrow('deleteCart defines no request body');
  });

  it("builds every lottery route of the fake but the card provider's page from a definition", () => {
    const lottery = createRoutes({ origin: 'http://fake.test' }).filter(
      (r) => r.method !== '*' && r.path.startsWith(`${BASE}/`),
    );
    const byHand = lottery.filter((r) => r.call === undefined).map((r) => r.path);
    expect(byHand).toEqual([
      `${BASE}/payment/card-page/:paymentId`,
      `${BASE}/payment/card-page/:paymentId/complete`,
    ]);
    for (const r of lottery.filter((r) => r.call !== undefined)) {
      const { method, path } = routeOf(r.call!);
      expect(`${r.method} ${r.path}`).toBe(`${method} ${BASE}${path}`);
    }
    const served = new Set(lottery.map((r) => r.call));
    expect(Object.keys(DEFINITIONS).filter((id) => !served.has(id as never))).toEqual([]);
  });
});
