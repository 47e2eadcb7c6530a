/** Query keys of the prize-claims extension. */
export const prizeClaimKeys = {
  all: ['prize-claims'] as const,
};
