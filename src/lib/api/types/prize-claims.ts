import type { Iqd, ServerDateTime } from './common';

/** Where a large win's claim stands: waiting for the player, checked, or paid out. */
export type PrizeClaimState = 'WAITING_FOR_PLAYER' | 'DOCUMENTS_CHECKED' | 'PAID';

/** One ticket's win in one draw that is paid by claim, not to the wallet (decision 0251). */
export interface PrizeClaim {
  claimId: string;
  ticketId: number;
  drawId: number;
  amount: Iqd;
  state: PrizeClaimState;
  created: ServerDateTime;
}

/**
 * GET /users/prize-claims (extension, decision 0251): from `threshold` IQD a ticket's win in a
 * draw is not credited to the wallet; the player claims it by calling `contactPhone` with an
 * identity document, and chooses whether the win is made public.
 */
export interface PrizeClaims {
  threshold: Iqd;
  contactPhone: string;
  claims: PrizeClaim[];
}
