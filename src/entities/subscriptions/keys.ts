import { playerKeys } from '@/entities/session';

/** The player's subscriptions (decision 0224): under the player root, so logout forgets them. */
export const subscriptionKeys = {
  all: [...playerKeys.all, 'subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
  renewals: (subscriptionId: number) =>
    [...subscriptionKeys.all, 'renewals', subscriptionId] as const,
};
