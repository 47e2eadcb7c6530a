/**
 * Provider states of the per-draw ticket results extension (decision 0177): the tickets list
 * answers `draws`, one entry per draw a ticket plays. The fake implements them in
 * mock-server/control/provider-states-ticket-draws.ts. Each answers the player's `securityToken`
 * like the lottery API's states (contracts/states.ts) and takes the same player parameters.
 */
export const TICKET_DRAW_STATES = {
  playAheadFirstDrawWon:
    'a verified player whose only ticket plays the next four 6of29 draws, the first drawn with 4 of its numbers',
  /** Decision 0251: a win from the claim threshold on is claimed, not credited. */
  jackpotToClaim:
    'a verified player whose only ticket won the jackpot of the latest 6of29 draw, not yet claimed',
} as const;

/** That ticket's grid, drawn as it is (6 matches: the jackpot). */
export const JACKPOT_GRID = [3, 8, 12, 17, 21, 29] as const;

export type TicketDrawStateName = (typeof TICKET_DRAW_STATES)[keyof typeof TICKET_DRAW_STATES];

/** That ticket's one grid, and the numbers its first draw is drawn with (4 matches: rank 3). */
export const PLAY_AHEAD_TICKET = {
  grid: [3, 8, 12, 17, 24, 25],
  draws: 4,
  firstDrawNumbers: [3, 8, 12, 17, 21, 29],
} as const;
