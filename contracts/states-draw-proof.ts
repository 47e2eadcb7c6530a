/**
 * Provider states of the draw-proof extension (decisions 0200, 0218), provider
 * `lottery-api-extensions`. Each answers `drawId`, the draw it is about. The fake implements them
 * in mock-server/control/provider-states-draw-proof.ts.
 */
export const DRAW_PROOF_STATES = {
  /** Its commitment is published, its seed not yet. */
  committedDraw: 'an upcoming 6of29 draw whose seed is committed',
  /** Drawn by the backend's own randomness: the numbers its committed seed yields. */
  seededDraw: 'a 6of29 draw drawn from its committed seed',
  /** Drawn with numbers chosen by hand: not verifiable. */
  manualDraw: 'a 6of29 draw whose numbers were set by hand',
  /** Content service (Strapi 5): a published `draw-certificates` document for draw 110. */
  certifiedDraw: 'a published certificate of draw 110 in every locale',
} as const;

/** The draw whose certificate the content-service pact reads, and one that has none. */
export const CERTIFIED_DRAW_ID = 110;
export const UNCERTIFIED_DRAW_ID = 999_999;

export type DrawProofStateName = (typeof DRAW_PROOF_STATES)[keyof typeof DRAW_PROOF_STATES];
