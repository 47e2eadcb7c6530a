/**
 * Query keys of the player's money facts. Several features show them (app bar, funds, account,
 * cart, notifications) and several events change them (deposit, withdrawal, purchase, voucher,
 * win), so the keys live here, below the features.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  bookings: () => [...walletKeys.all, 'bookings'] as const,
  /** The notifications: one per booking, so every money event changes them too. */
  messages: () => [...walletKeys.all, 'messages'] as const,
};
