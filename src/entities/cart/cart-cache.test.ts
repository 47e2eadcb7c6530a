import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cart, ticketPosition } from '@/testing/lottery-fixtures';
import { emptyCart } from './cart-cache';
import { cartKeys } from './keys';

describe('emptyCart (a 401)', () => {
  it('empties the cached cart and leaves it stale, so the next login asks for the kept cart', () => {
    const client = new QueryClient();
    client.setQueryData(cartKeys.active(), cart([ticketPosition(11, [[1, 2, 3, 4, 5, 6]])]));
    emptyCart(client);
    expect(client.getQueryData(cartKeys.active())).toBeNull();
    expect(client.getQueryState(cartKeys.active())?.isInvalidated).toBe(true);
  });
});
