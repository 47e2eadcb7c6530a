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
