import { FUNDS_ROOT_KEY } from '@/lib/payment';
import { walletKeys } from '@/lib/wallet';

/** Query keys of the funds feature: the history is a wallet fact every money event refreshes. */
export const fundsKeys = {
  all: FUNDS_ROOT_KEY,
  bookings: walletKeys.bookings,
};
