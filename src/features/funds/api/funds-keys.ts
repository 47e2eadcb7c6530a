import { FUNDS_ROOT_KEY } from '@/lib/payment';

/** Query keys of the funds feature. */
export const fundsKeys = {
  all: FUNDS_ROOT_KEY,
  bookings: () => [...fundsKeys.all, 'bookings'] as const,
};
