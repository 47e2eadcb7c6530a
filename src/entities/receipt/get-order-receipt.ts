import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import type { OrderReceipt } from '@/lib/api/types';
import { receiptKeys } from './keys';

/**
 * A purchase's receipt (extension, decision 0178), or null when the backend has none to give: it
 * does not offer the call or know the receipt (404), or answered something unreadable. The
 * screens then show what the ticket record says and mark the voucher and paid figures unknown.
 */
export async function fetchOrderReceipt(receiptNumber: string): Promise<OrderReceipt | null> {
  try {
    return await api.getOrderReceipt(receiptNumber);
  } catch (error) {
    // The adapter checked the answer (and logged an unreadable one): either way, no figures.
    if (isUnreadableAnswer(error) || (isApiError(error) && error.status === 404)) return null;
    throw error;
  }
}

export const orderReceiptQuery = (receiptNumber: string) =>
  queryOptions({
    queryKey: receiptKeys.order(receiptNumber),
    queryFn: () => fetchOrderReceipt(receiptNumber),
    // What a purchase cost and how it was paid never changes once booked.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/**
 * The receipt of `receiptNumber` (nothing is asked without one). `data`: the receipt, null when
 * the backend gives none, undefined while loading or after a failure.
 */
export const useOrderReceipt = (receiptNumber: string | undefined) =>
  useQuery({ ...orderReceiptQuery(receiptNumber ?? ''), enabled: Boolean(receiptNumber) });
