/**
 * Provider states of the session caps and the spending overview (provider lottery-api-extensions,
 * decisions 0282 and 0283), in plain English for the backend team. The fake implements each one
 * in mock-server/control/provider-states-play-session.ts; each answers the player's tokens.
 */
export const PLAY_SESSION_STATES = {
  sessionCapped:
    'a verified player who chose 60-minute play sessions and logged in with a 10-minute cooling-off',
  coolingOff:
    'a verified player whose play session reached its limit five minutes ago, with five minutes of cooling-off left',
  overviewDue:
    'a verified player whose spending overview is due, with a 20000 IQD weekly spending limit',
} as const;
