import { vi } from 'vitest';
import type { Cart } from '@/lib/api/types';
import { cart, ticketPosition } from '@/testing/lottery-fixtures';
import { fakeApi } from '@/testing/fake-adapter';
import { apiError } from '@/testing/player-api';
import { testBalance, testProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { cartKeys } from '@/entities/cart';
import CartPage from '../pages/cart-page';

/** A cart of one ticket (position 11) with two grids: 2,000 IQD. */
export const twoGrids = cart([
  ticketPosition(11, [
    [1, 2, 3, 4, 5, 6],
    [7, 8, 9, 10, 11, 12],
  ]),
]);

/** A backend without the terms extension (decision 0179): the cart keeps the spec's checkbox. */
export const termsNotOffered = () =>
  vi.fn(async () => {
    throw apiError('getTerms', 404, 'NOT_FOUND');
  });

/**
 * The fake API with that cart (or `current`), no vouchers, a 48,000 IQD balance, no terms
 * extension, and `calls`.
 */
export function setup(calls: Parameters<typeof fakeApi>[0] = {}, current: Cart = twoGrids) {
  const api = fakeApi({
    getActiveCart: vi.fn(async () => current),
    getCartVouchers: vi.fn(async () => []),
    getAccountBalance: vi.fn(async () => testBalance(48_000)),
    getTerms: termsNotOffered(),
    // No responsible-play extension: no break is in force unless a test stubs one.
    getResponsiblePlay: vi.fn(async () => {
      throw apiError('getResponsiblePlay', 404, 'NOT_FOUND');
    }),
    // No subscriptions extension: no Subscribe on the cart's tickets unless a test offers it.
    getSubscriptions: vi.fn(async () => {
      throw apiError('getSubscriptions', 404, 'NOT_FOUND');
    }),
    ...calls,
  });
  return api;
}

export const render = () => renderApp(<CartPage />, { route: '/cart', player: testProfile() });

/** The positions of the cached cart: what the badge is derived from (0 when there is no cart). */
export const heldPositions = (client: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  (client.getQueryData(cartKeys.active()) as Cart | null | undefined)?.positions.length ?? 0;
