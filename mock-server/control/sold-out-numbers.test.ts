import { describe, expect, it } from 'vitest';
import type { PurchaseResult } from '../../src/lib/api/types';
import { call, control, ticket, token, useFake } from '../testing/fake';

useFake();

describe('soldOut by chosen numbers through the control API', () => {
  it('sells out the chosen grid only and refunds it', async () => {
    const auth = await token();
    const cart = ticket(2);
    const chosen = [...(cart.tips[1] ?? [])].reverse();
    const set = await control('/scenario', {
      method: 'PUT',
      body: { soldOut: { numbers: [chosen] } },
    });
    expect(set.body).toMatchObject({ soldOut: { numbers: [chosen] } });
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: cart });
    const bought = await call<PurchaseResult>('/orders/cart/purchase', {
      method: 'POST',
      token: auth,
      query: { paymentMethod: 'NONE' },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      amountCharged: 2000,
      refundedAmount: 1000,
      soldOutTips: [cart.tips[1]],
    });
  });

  it('refuses numbers that are not six per grid, and an unknown key beside them', async () => {
    for (const soldOut of [{ numbers: [[1, 2, 3]] }, { numbers: [[1, 2, 3, 4, 5, 6]], grids: 1 }]) {
      expect((await control('/scenario', { method: 'PUT', body: { soldOut } })).status).toBe(400);
    }
  });
});
