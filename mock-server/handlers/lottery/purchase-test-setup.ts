import { expect } from 'vitest';
import type { PurchaseResult } from '../../../src/lib/api/types';
import { call, ticket } from '../../testing/fake';

/** Puts tickets in the player's cart: by default two grids for two draws, and one grid. */
export const fill = (auth: string, body = [ticket(2, 2), ticket(1)]) =>
  call('/orders/cart/tickets', { method: 'POST', token: auth, body });

/** Buys the player's cart from the balance. */
export const purchase = (auth: string) =>
  call<PurchaseResult>('/orders/cart/purchase', {
    method: 'POST',
    token: auth,
    query: { paymentMethod: 'NONE' },
  });

/** Buys one ticket (one grid for two draws) from the balance, and answers the purchase. */
export async function buyOneTicket(auth: string): Promise<PurchaseResult> {
  const cart = await call('/orders/cart/ticket', { method: 'POST', token: auth, body: ticket(2) });
  expect(cart.status).toBe(200);
  const bought = await purchase(auth);
  expect(bought.status).toBe(200);
  return bought.body;
}
