import { walletKeys } from '@/lib/wallet';

/** Query keys of the notifications feature: one message per booking, refreshed by money events. */
export const notificationKeys = {
  pages: walletKeys.messages,
};
