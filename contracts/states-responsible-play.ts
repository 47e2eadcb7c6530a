/**
 * Provider states of the responsible-play extension (provider lottery-api-extensions), in plain
 * English for the backend team. The fake implements each one in
 * mock-server/control/provider-states-responsible-play.ts. Each answers the player's
 * `securityToken` like the lottery API's states (contracts/states.ts).
 */
export const RESPONSIBLE_PLAY_STATES = {
  noLimits: 'a verified player without responsible-play limits',
  dailyDepositLimitMostlyUsed:
    'a verified player with a 5000 IQD daily deposit limit who deposited 4000 IQD today',
  onTimeOut: 'a verified player on a one-week time-out',
  cartAboveWeeklySpendingLimit:
    'a verified player with a 500 IQD weekly spending limit and a 1000 IQD cart',
  cartDuringTimeOut: 'a verified player on a one-week time-out with a 1000 IQD cart',
  selfExcluded: 'a player who excluded themself from play',
  mayExcludeThemself:
    'a verified player who may exclude themself from play for six months to five years or permanently',
  // Decision 0255: the money left. The demo player (mayExcludeThemself) has 50000 IQD withdrawable
  // and a saved FIB payout account 07701234567; this one has the money but no saved account.
  mayExcludeWithoutPayoutAccount:
    'a verified player with 50000 IQD withdrawable and no saved payout account who may exclude themself',
} as const;

export type ResponsiblePlayStateName =
  (typeof RESPONSIBLE_PLAY_STATES)[keyof typeof RESPONSIBLE_PLAY_STATES];
