import { defaultWorld } from '../../world/current';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/lib/api/types';
import { openDraws } from '../../control/world';
import { call, control, ticket, token, useFake } from '../../testing/fake';

const world = defaultWorld();

useFake();

describe('cart', () => {
  it('answers 404 when there is no cart', async () => {
    expect((await call('/orders/cart', { token: await token() })).status).toBe(404);
  });

  it('adds tickets priced grids x draws x 1000 IQD', async () => {
    const auth = await token();
    const added = await call<Cart>('/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: ticket(2, 2),
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ originalCartPrice: 4000, cartPrice: 4000 });
    const more = await call<Cart>('/orders/cart/tickets', {
      method: 'POST',
      token: auth,
      body: [ticket(1), ticket(3)],
    });
    expect(more.body.positions).toHaveLength(3);
    expect(more.body.cartPrice).toBe(8000);
    expect(more.body.positions[0]?.ticketDeliverIQDto?.draws).toHaveLength(2);
    expect((await call<Cart>('/orders/cart', { token: auth })).body.orderId).toBe(
      added.body.orderId,
    );
  });

  it('refuses invalid tickets with 400 INVALID_TICKET and adds none of a bad batch', async () => {
    const auth = await token();
    const bad = [
      { ...ticket(), tips: [[1, 2, 3, 4, 5, 5]] },
      { ...ticket(), tips: [[1, 2, 3, 4, 5, 30]] },
      { ...ticket(), tips: [[1, 2, 3, 4, 5]] },
      { ...ticket(), drawIds: [] },
      { ...ticket(), drawIds: [99999] },
      { ...ticket(), ticketTypeName: '2digit' },
    ];
    for (const body of bad) {
      const result = await call('/orders/cart/ticket', { method: 'POST', token: auth, body });
      expect(result).toMatchObject({ status: 400, body: { status: 'INVALID_TICKET' } });
    }
    await call('/orders/cart/tickets', { method: 'POST', token: auth, body: [ticket(), bad[0]] });
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
  });

  it('refuses a draw whose sale has stopped (30 minutes before the draw)', async () => {
    const [next] = openDraws(world);
    const untilStop = (next?.stopSellTime ?? 0) - Date.parse('2026-11-20T09:00:00Z');
    await control('/clock', { method: 'POST', body: { advanceMs: untilStop } });
    const auth = await token();
    const result = await call('/orders/cart/ticket', {
      method: 'POST',
      token: auth,
      body: { ticketTypeName: '6of29', drawIds: [next?.drawId], tips: [[1, 2, 3, 4, 5, 6]] },
    });
    expect(result.status).toBe(400);
  });

  it('deletes a position, then the whole cart', async () => {
    const auth = await token();
    const cart = (
      await call<Cart>('/orders/cart/tickets', {
        method: 'POST',
        token: auth,
        body: [ticket(1), ticket(2)],
      })
    ).body;
    const first = cart.positions[0]?.position_id;
    const after = await call<Cart>(`/orders/${cart.orderId}/positions/${first}`, {
      method: 'DELETE',
      token: auth,
    });
    expect(after.body).toMatchObject({ cartPrice: 2000 });
    expect(after.body.positions).toHaveLength(1);
    expect((await call(`/orders/${cart.orderId}`, { method: 'DELETE', token: auth })).status).toBe(
      204,
    );
    expect((await call('/orders/cart', { token: auth })).status).toBe(404);
  });

  it('recalculate drops draws whose sale has stopped', async () => {
    const auth = await token();
    await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(1, 2) });
    const [next] = openDraws(world);
    await control('/clock', {
      method: 'POST',
      body: { advanceMs: (next?.stopSellTime ?? 0) - Date.parse('2026-11-20T09:00:00Z') },
    });
    const recalculated = await call<Cart>('/orders/cart/recalculate', {
      method: 'POST',
      token: await token(),
    });
    expect(recalculated.body.cartPrice).toBe(1000);
    expect(recalculated.body.positions[0]?.ticketDeliverIQDto?.drawIds).toHaveLength(1);
  });
});
