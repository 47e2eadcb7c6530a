import { playerKeys } from '@/entities/session/player-keys';

/**
 * Game recall's key (decision 0286): the player's own plays, under the player root so a logout
 * forgets them and their offline copy; persisted so the recall reads offline.
 */
export const gameRecallKeys = {
  all: [...playerKeys.all, 'game-recall'] as const,
};
