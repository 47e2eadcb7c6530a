import * as z from 'zod/mini';
import { dateTime, id, iqd, object, text } from '../schemas/fields';
import { defineCalls } from './define';

/** One ticket's win in one draw that is paid by claim, not to the wallet (decision 0251). */
export const prizeClaim = object({
  claimId: text,
  ticketId: id,
  drawId: id,
  amount: iqd,
  /** Where the claim stands: waiting for the player, checked, or paid out. */
  state: z.enum(['WAITING_FOR_PLAYER', 'DOCUMENTS_CHECKED', 'PAID']),
  created: dateTime,
});

/**
 * GET /users/prize-claims (extension, decision 0251): from `threshold` IQD a ticket's win in a
 * draw is not credited to the wallet; the player claims it by calling `contactPhone` with an
 * identity document, and chooses whether the win is made public.
 */
export const prizeClaims = object({
  threshold: iqd,
  contactPhone: text,
  claims: z.array(prizeClaim),
});

/** Large wins paid by claim (extension): money figures, so the answer is checked. */
export const PRIZE_CLAIMS = defineCalls({
  getPrizeClaims: {
    extension: true,
    summary:
      "Large wins paid by claim (decision 0251): from `threshold` IQD a ticket's win in a draw is " +
      'not credited to the wallet; each such win is a claim the player makes by calling ' +
      '`contactPhone` with an identity document, choosing whether the win is made public.',
    answer: { name: 'PrizeClaims', schema: prizeClaims },
  },
});
