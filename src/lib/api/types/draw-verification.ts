/**
 * GET /draw/verification?drawId= (extension, decisions 0200 and 0218): what a draw published to
 * be checked. Before the draw there is no seed; a draw set by hand is `manual`, with no seed ever.
 */
export interface DrawVerification {
  drawId: number;
  /** The derivation's published id (DRAW_PROOF_ALGORITHM), so a later one can be told apart. */
  algorithm: string;
  method: 'seed' | 'manual';
  commitment: string | null;
  committedAt: string | null;
  stopSellAt: string;
  drawnAt: string | null;
  /** SHA-256 of the sold grids, once sales stopped. */
  ticketsHash: string | null;
  seed: string | null;
  winningNumbers: number[] | null;
}
