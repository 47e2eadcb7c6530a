/**
 * Provider state of the liability cap (provider lottery-api-extensions; decision 0281), in plain
 * English for the backend team. The fake implements it in
 * mock-server/control/provider-states-liability.ts; it answers the player's `securityToken` and
 * `drawId`, an open draw on which the pact's line 1-2-3-4-5-6 has reached the cap.
 */
export const LIABILITY_STATES = {
  comboAtCap:
    'a verified player and an open draw on which the line 1 2 3 4 5 6 has reached the liability cap',
} as const;
