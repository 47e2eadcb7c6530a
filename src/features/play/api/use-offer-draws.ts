import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { offerWindowQuery, sellableDraws } from '@/lib/lottery/draws';
import { offerInfoQuery } from '@/entities/game';

/** The draws on sale in the default two-month window; waits for the ticket type's name. */
export function useOfferDraws(ticketType: string | undefined) {
  // The window moves by day, so the key stays stable within a day.
  const query = offerWindowQuery(new Date(), ticketType ?? '');
  const result = useQuery({ ...offerInfoQuery(query), enabled: !!ticketType });
  const draws = useMemo(() => sellableDraws(result.data, new Date()), [result.data]);
  return { ...result, draws };
}
