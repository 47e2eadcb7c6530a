/**
 * Provider states of player care (provider lottery-api-extensions; decision 0286), in plain
 * English for the backend team. The fake implements them in
 * mock-server/control/provider-states-player-care.ts; each answers the demo player's
 * `securityToken` (07701234567, 50000 IQD, weeks of seeded plays).
 */
export const PLAYER_CARE_STATES = {
  notAtRisk:
    'a verified player with past plays whose play matches no risk pattern and who may be sent offers',
  atRisk: 'a verified player whom an operator has flagged at risk',
} as const;
