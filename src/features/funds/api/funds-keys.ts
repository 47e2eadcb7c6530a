import { walletKeys } from '@/lib/wallet';

/** Query keys of the funds feature: the history is a wallet fact every money event changes. */
export const fundsKeys = {
  bookings: walletKeys.bookings,
};
