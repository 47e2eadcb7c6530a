import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketType6of29 } from '@/lib/lottery/draws';
import { playKeys } from './keys';

/** The 6of29 ticket type: its price per grid per draw and pick rules (play page, odds page). */
export const ticketTypeQueryOptions = () =>
  queryOptions({
    queryKey: playKeys.ticketType(),
    queryFn: async () => ticketType6of29(await api.getTicketTypes()) ?? null,
    staleTime: 5 * 60_000,
  });
