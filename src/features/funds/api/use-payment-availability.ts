import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import { fundsKeys } from '@/entities/wallet';
import type { PaymentAvailability } from '@/lib/api/types';

/**
 * Which methods work now (extension, decision 0271), or null: not offered (404), unreadable or
 * failed. Null steers nothing; the deposit screen then works as it always did.
 */
async function availabilityOrNone(): Promise<PaymentAvailability | null> {
  try {
    return await api.getPaymentAvailability();
  } catch (error) {
    if (isUnreadableAnswer(error) || isApiError(error)) return null;
    throw error;
  }
}

export const paymentAvailabilityQuery = () =>
  queryOptions({
    queryKey: [...fundsKeys.all, 'payment-availability'] as const,
    queryFn: availabilityOrNone,
    // Outages come and go within minutes: asked again on each visit of the deposit screen.
    staleTime: 30_000,
    retry: false,
  });

export const usePaymentAvailability = () => useQuery(paymentAvailabilityQuery()).data ?? null;
