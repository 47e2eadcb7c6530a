import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ticketType6of29 } from '@/lib/lottery/draws';
import { DEFAULT_PICK_RULES, type PickRules } from '@/lib/lottery/pick-rules';
import { playKeys } from '@/entities/game';

/** The 6of29 ticket type: its price per grid per draw and pick rules. */
export const ticketTypeQueryOptions = () =>
  queryOptions({
    queryKey: playKeys.ticketType(),
    queryFn: async () => ticketType6of29(await api.getTicketTypes()) ?? null,
    staleTime: 5 * 60_000,
  });

/** The 6of29 ticket type, its price and pick rules (defaults until the backend answers). */
export function useTicketType() {
  const query = useQuery(ticketTypeQueryOptions());
  const type = query.data ?? undefined;
  const rules: PickRules = type
    ? { numbersToPick: type.numbersToPick, highestNumber: type.highestNumber }
    : DEFAULT_PICK_RULES;
  return { ...query, type, rules, price: type?.pricePerGridPerDraw };
}
