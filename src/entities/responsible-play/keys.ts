import { playerKeys } from '@/entities/session';

/**
 * Query keys of responsible play: the extension's state and the bookings the summary sums. The
 * player's own facts, so under the player root: logout forgets them (decision 0100).
 */
export const responsiblePlayKeys = {
  all: [...playerKeys.all, 'responsible-play'] as const,
  state: () => [...responsiblePlayKeys.all, 'state'] as const,
  /** Every booking, for the activity summary. */
  activity: () => [...responsiblePlayKeys.all, 'activity'] as const,
  /** The session cap (decision 0282) and the spending overview (decision 0283). */
  sessionLimit: () => [...responsiblePlayKeys.all, 'session-limit'] as const,
  overview: () => [...responsiblePlayKeys.all, 'spending-overview'] as const,
  /** Whether the backend sees the player at risk (decision 0286). */
  risk: () => [...responsiblePlayKeys.all, 'risk'] as const,
};
