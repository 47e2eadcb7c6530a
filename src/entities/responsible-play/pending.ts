import type { Booking } from '@/lib/api/types';

/** How often a list holding a pending booking asks again: the provider settles it on its side. */
export const PENDING_REFETCH_MS = 10_000;

/**
 * Asks again while a booking is pending, so its outcome shows without a reload (decision 0178).
 * Its own module: the shell reads the bookings' query, not the activity sums.
 */
export const refetchWhilePending = (bookings: readonly Booking[] | undefined): number | false =>
  bookings?.some((booking) => booking.state === 'PENDING') ? PENDING_REFETCH_MS : false;
