/**
 * Provider states of the alerts extension (provider lottery-api-extensions, decision 0227), in
 * plain English for the backend team. The fake implements them in
 * mock-server/control/provider-states-alerts.ts. Each answers the player's `securityToken`.
 */
export const ALERT_STATES = {
  /** Every switch off, no in-app alert (a player who never chose). */
  noAlertsChosen: 'a verified player who has not switched on any alert',
  /** Wins by SMS and in the app; a 50000 IQD win in the latest draw was alerted, unread. */
  unreadWinAlert: 'a verified player with win alerts on and one unread win alert',
  /**
   * Subscription alerts in the app; subscription 501's renewal for draw 117 was skipped because
   * of the spending limit, alerted, unread (issue 38: an alert says the draw and the reason).
   */
  subscriptionSkippedAlert:
    'a verified player with one unread alert of a subscription renewal skipped by the spending limit',
} as const;

export type AlertStateName = (typeof ALERT_STATES)[keyof typeof ALERT_STATES];
