import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PICK_RULES, type PickRules } from './pick-rules';
import { ticketTypeQuery } from './queries';

/** The 6of29 ticket type, its price and pick rules (defaults until the backend answers). */
export function useTicketType() {
  const query = useQuery(ticketTypeQuery());
  const type = query.data ?? undefined;
  const rules: PickRules = type
    ? { numbersToPick: type.numbersToPick, highestNumber: type.highestNumber }
    : DEFAULT_PICK_RULES;
  return { ...query, type, rules, price: type?.pricePerGridPerDraw };
}
