import { playerKeys } from '@/entities/session/player-keys';

/** Query keys of the receipts extension: the player's own facts, forgotten at logout. */
export const receiptKeys = {
  all: [...playerKeys.all, 'receipts'] as const,
  order: (receiptNumber: string) => [...receiptKeys.all, receiptNumber] as const,
};
