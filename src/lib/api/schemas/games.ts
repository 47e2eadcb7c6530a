import * as z from 'zod/mini';
import { count, dateTime, grids, id, iqd, numbers, object, text } from './fields';

const tipResult = object({
  tipIndex: count,
  matchedNumbers: numbers,
  rank: z.nullable(count),
  prize: iqd,
});

/** One draw a ticket plays (extension `draws`, decision 0177): results null while to come. */
const ticketDraw = object({
  drawId: id,
  drawDateTime: dateTime,
  winningNumbers: z.nullable(numbers),
  tipResults: z.array(tipResult),
  winAmount: z.nullable(iqd),
});

/**
 * One ticket of POST /games/tickets/list, with the per-draw results of the extension when the
 * backend gives them (a backend without them answers no `draws`, decision 0177).
 */
export const ticket = object({
  username: text,
  ticketTypeName: text,
  firstDrawDateTime: dateTime,
  lastDrawDateTime: dateTime,
  displayName: text,
  stake: iqd,
  ticketId: id,
  ticketState: z.enum(['OPEN', 'LOST', 'WON_FINALIZED', 'CANCELLED']),
  ticketCost: iqd,
  ticketnumber: text,
  participate: count,
  duration: count,
  gameTypeNames: z.array(text),
  name: text,
  receiptNumber: text,
  created: dateTime,
  tips: grids,
  winAmountProportionate: iqd,
  displayEntries: z.array(text),
  drawIds: numbers,
  winningNumbers: z.nullable(numbers),
  tipResults: z.array(tipResult),
  draws: z.optional(z.array(ticketDraw)),
  source: z.optional(z.literal('subscription')),
  subscriptionId: z.optional(id),
});

const prizeRank = object({
  rank: count,
  matches: count,
  winners: count,
  prizePerWinner: iqd,
  totalPrize: iqd,
});

/** GET /draw/winnings. */
export const drawWinnings = object({
  drawId: id,
  drawDate: dateTime,
  winningNumbers: numbers,
  ranks: z.array(prizeRank),
  totalWinners: count,
  totalPrizes: iqd,
});
