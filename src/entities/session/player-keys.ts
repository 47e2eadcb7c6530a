/**
 * The root of every query that belongs to the logged-in player (profile, balance, history,
 * notifications). Feature key factories for player facts start from `playerKeys.all`, so one
 * `removeQueries({ queryKey: playerKeys.all })` forgets the player at logout, 401 or account
 * close (decision 0100). The profile key is here because lib code derives "logged in" from it.
 */
export const playerKeys = {
  all: ['player'] as const,
  profile: () => [...playerKeys.all, 'profile'] as const,
};
