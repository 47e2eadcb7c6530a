import * as z from 'zod/mini';
import { count, dateTime, grids, id, iqd, numbers, object, text } from './fields';

const tipResult = object({
  tipIndex: count,
  matchedNumbers: numbers,
  rank: z.nullable(count),
  prize: iqd,
});

/**
 * One ticket of POST /games/tickets/list. Per-draw results (multi-draw tickets) are added here
 * when the Ticket type gets them; until then they pass through as unknown keys.
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
