import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PICK_RULES, type PickRules } from '@/lib/lottery/pick-rules';
import { ticketTypeQueryOptions } from '@/entities/game';

export { ticketTypeQueryOptions };

/** The 6of29 ticket type, its price and pick rules (defaults until the backend answers). */
export function useTicketType() {
  const query = useQuery(ticketTypeQueryOptions());
  const type = query.data ?? undefined;
  const rules: PickRules = type
    ? { numbersToPick: type.numbersToPick, highestNumber: type.highestNumber }
    : DEFAULT_PICK_RULES;
  return { ...query, type, rules, price: type?.pricePerGridPerDraw };
}
