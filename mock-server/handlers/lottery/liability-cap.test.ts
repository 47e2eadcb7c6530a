import { describe, expect, it } from 'vitest';
import type { PurchaseResult } from '../../../src/lib/api/types';
import { findDraw } from '../../services/draws';
import { defaultWorld } from '../../world/current';
import { call, control, ticket, token, useFake } from '../../testing/fake';

useFake();

const POPULAR = [1, 2, 3, 4, 5, 6];
/** The top prize of the draw the test tickets play (it rolls over, so it is read, not assumed). */
const jackpot = () => findDraw(defaultWorld(), ticket(1).drawIds[0] ?? 0)?.jackpot ?? NaN;

const add = (auth: string, tips: number[][]) =>
  call('/orders/cart/ticket', { method: 'POST', token: auth, body: { ...ticket(1), tips } });

describe('liability cap over HTTP (decision 0281)', () => {
  it('refuses a grid past the cap with 409 LIABILITY_CAP_REACHED and its grids, adds nothing, and takes a changed grid', async () => {
    const auth = await token();
    await control('/scenario', {
      method: 'PUT',
      body: {
        liabilityCap: { capIqd: 2 * jackpot(), soldLines: [{ numbers: POPULAR, lines: 2 }] },
      },
    });
    const refused = await add(auth, [
      [6, 5, 4, 3, 2, 1],
      [7, 8, 9, 10, 11, 12],
    ]);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        status: 'LIABILITY_CAP_REACHED',
        // The grid as the backend keeps it: its numbers in order.
        details: { tips: [POPULAR], drawIds: ticket(1).drawIds },
      },
    });
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
    // One number changed: another combination, it sells.
    expect((await add(auth, [[1, 2, 3, 4, 5, 7]])).status).toBe(200);
  });

  it('counts sold tickets and the cart: the line that reaches the cap goes in, the next is refused, also at purchase', async () => {
    const auth = await token();
    await control('/scenario', {
      method: 'PUT',
      body: { liabilityCap: { capIqd: 2 * jackpot() } },
    });
    expect((await add(auth, [POPULAR])).status).toBe(200);
    expect((await add(auth, [POPULAR])).status).toBe(200);
    expect((await add(auth, [POPULAR])).status).toBe(409);
    // QA lowers the cap while the cart holds two lines: the purchase is refused, nothing charged.
    await control('/scenario', {
      method: 'PUT',
      body: { liabilityCap: { capIqd: jackpot() } },
    });
    const bought = await call<PurchaseResult>('/orders/cart/purchase', {
      method: 'POST',
      token: auth,
      query: { paymentMethod: 'NONE' },
    });
    expect(bought).toMatchObject({ status: 409, body: { status: 'LIABILITY_CAP_REACHED' } });
  });

  it('sells everything without a cap, and refuses a malformed cap with 400', async () => {
    const auth = await token();
    expect((await add(auth, [POPULAR, POPULAR])).status).toBe(200);
    for (const liabilityCap of [
      { capIqd: -1 },
      { capIqd: 1, soldLines: [{ numbers: [1, 2], lines: 1 }] },
    ]) {
      expect((await control('/scenario', { method: 'PUT', body: { liabilityCap } })).status).toBe(
        400,
      );
    }
  });
});
