import * as z from 'zod/mini';
import { dateTime, id, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { intParam } from './request-fields';

/**
 * GET /draw/verification?drawId= (extension, decisions 0200 and 0218): what a draw published to
 * be checked. Before the draw there is no seed; a draw set by hand is `manual`, with no seed ever.
 */
export const drawVerification = object({
  drawId: id,
  /** The derivation's published id (DRAW_PROOF_ALGORITHM), so a later one can be told apart. */
  algorithm: text,
  method: z.enum(['seed', 'manual']),
  commitment: z.nullable(text),
  committedAt: z.nullable(dateTime),
  stopSellAt: dateTime,
  drawnAt: z.nullable(dateTime),
  /** SHA-256 of the sold grids, once sales stopped. */
  ticketsHash: z.nullable(text),
  seed: z.nullable(text),
  winningNumbers: z.nullable(numbers),
});

/** A draw's proof (extension): checked, its figures decide what the player is told. */
export const DRAW_PROOF = defineCalls({
  getDrawVerification: {
    extension: true,
    refusals: [404],
    summary:
      "A draw's proof (decisions 0200, 0218): commitment SHA-256(seed) published before sales open, " +
      "the sold tickets' hash at stop-sell, and after the draw the seed, from which " +
      'HMAC-SHA-256("<drawId>:<block>") keyed by the seed and a Fisher-Yates pick of 6 of 1..29 with ' +
      'rejection sampling yield the winning numbers. A manual draw (numbers set by hand) has neither.',
    request: { query: z.looseObject({ drawId: intParam(1, 1_000_000_000) }) },
    answer: { name: 'DrawVerification', schema: drawVerification },
  },
});
