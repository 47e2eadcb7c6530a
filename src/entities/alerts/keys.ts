import { playerKeys } from '@/entities/session';

/** Query keys of the alerts (extension, decision 0227): below the player's, so logout clears them. */
export const alertKeys = {
  all: [...playerKeys.all, 'alerts'] as const,
  inbox: () => [...alertKeys.all, 'inbox'] as const,
  preferences: () => [...alertKeys.all, 'preferences'] as const,
};
