import { useQuery } from '@tanstack/react-query';
import type { PayInOutcome } from '@/lib/payment';
import { payInStatusQuery, type PayInSchedule } from './pay-in-status';

/**
 * A pay-in's outcome as the backend gave it, `timeout` once the schedule ended without one, or
 * null while the wait goes on (and when there is no payment to ask about).
 */
export function usePayInStatus(
  paymentId: string | null,
  schedule: PayInSchedule,
): PayInOutcome | null {
  const { data } = useQuery({
    ...payInStatusQuery(paymentId ?? '', schedule),
    enabled: paymentId !== null,
  });
  return paymentId === null ? null : (data ?? null);
}
