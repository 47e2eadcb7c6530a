import { call } from './http/call';
import { checkedCall } from './http/checked-call';
import type { NavigationLinkGroup, StrapiList, UserProfile } from './types';

/**
 * The calls the start route and the session make before any interaction. The adapter loads every
 * other call with its first use (on-use-calls.ts), so the start route does not carry them.
 * account.ts, cart.ts and cms.ts re-export these, so each module still lists its service's calls.
 */
export const getProfile = () => call<UserProfile>('getProfile', { method: 'GET', url: '/users' });

export const getAccountBalance = () =>
  checkedCall('getAccountBalance', { method: 'GET', url: '/users/account-balance' });

export const logout = () => call<void>('logout', { method: 'POST', url: '/users/logout' });

export const getActiveCart = () =>
  checkedCall('getActiveCart', { method: 'GET', url: '/orders/cart' });

export const deleteCart = (orderId: number) =>
  call<void>('deleteCart', { method: 'DELETE', url: `/orders/${orderId}` });

/** Failures give an empty list: the app still runs with its fixed routes. */
export const getNavigationLinks = async (): Promise<NavigationLinkGroup[]> => {
  try {
    const answer = await call<StrapiList<NavigationLinkGroup>>('getNavigationLinks', {
      method: 'GET',
      url: '/navigation-links',
      params: { 'populate[contentPages]': 'populate', 'populate[links]': 'true' },
    });
    return answer.data;
  } catch {
    return [];
  }
};
