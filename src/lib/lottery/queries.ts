import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { Cart } from '@/lib/api/types';
import { gameInfo6of29, ticketType6of29 } from './draws';

/**
 * Queries more than one lottery feature reads (play, cart, results, tickets): one key factory, so
 * a mutation in one feature invalidates what another shows.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  gameInfos: () => [...lotteryKeys.all, 'game-infos'] as const,
  ticketTypes: () => [...lotteryKeys.all, 'ticket-types'] as const,
  cart: () => [...lotteryKeys.all, 'cart'] as const,
  cartVouchers: () => [...lotteryKeys.all, 'cart', 'vouchers'] as const,
  tickets: () => [...lotteryKeys.all, 'tickets'] as const,
};

/** The 6of29 game info (jackpot, next draw); undefined when the backend has none. */
export const gameInfoQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.gameInfos(),
    queryFn: async () => gameInfo6of29(await api.getGameInfos()) ?? null,
    staleTime: 60_000,
  });

/** The 6of29 ticket type: its price per grid per draw and pick rules. */
export const ticketTypeQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.ticketTypes(),
    queryFn: async () => ticketType6of29(await api.getTicketTypes()) ?? null,
    staleTime: 5 * 60_000,
  });

/** The active cart; null when the player has none (the backend answers 404). */
export const activeCartQuery = () =>
  queryOptions({
    queryKey: lotteryKeys.cart(),
    queryFn: async (): Promise<Cart | null> => {
      try {
        return await api.getActiveCart();
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
