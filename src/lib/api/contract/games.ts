import * as z from 'zod/mini';
import { count, dateTime, grids, id, iqd, numbers, object, text } from '../schemas/fields';
import { defineCalls } from './define';
import { dateParam, intParam, upTo } from './request-fields';
import { ticketFilters, ticketListQuery } from './ticket-list-request';

export const draw = object({
  drawId: id,
  gameTypeName: text,
  drawDate: dateTime,
  label: text,
  stopSellDate: dateTime,
});

/** GET /sales/offer-info. */
export const offerInfo = object({
  events: z.array(object({ eventId: id, eventDate: text, draws: z.array(draw) })),
});

/** One of GET /sales/game-infos (one per game type). */
export const gameInfo = object({
  gameTypeName: text,
  drawId: id,
  drawDate: dateTime,
  drawLabel: text,
  jackpotValue: z.nullable(iqd),
  jackpotState: z.enum(['ESTIMATED', 'PENDING', 'CONFIRMED']),
});

/** One of GET /games/tickets. */
export const ticketType = object({
  ticketTypeName: text,
  gameTypeName: text,
  numbersToPick: count,
  highestNumber: count,
  pricePerGridPerDraw: iqd,
});

/** One of GET /draw/statistic/results. */
export const lottoResult = object({
  drawId: id,
  gameTypeName: text,
  title: text,
  drawNumber: count,
  drawDate: dateTime,
  winningNumbers: numbers,
});

/** One of GET /draw/draw-information. */
export const drawInformation = object({ gameTypeName: text, nextDraws: z.array(draw) });

export const tipResult = object({
  tipIndex: count,
  matchedNumbers: numbers,
  /** Prize rank 1..n, or null when the grid won nothing. */
  rank: z.nullable(count),
  prize: iqd,
});

/** One draw a ticket plays (extension `draws`, decision 0177): results null while to come. */
export const ticketDraw = object({
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
  /** Total prize of the ticket (0 when lost or open). */
  winAmountProportionate: iqd,
  displayEntries: z.array(text),
  drawIds: numbers,
  winningNumbers: z.nullable(numbers),
  tipResults: z.array(tipResult),
  /**
   * Extension (decision 0177): every draw the ticket plays, in draw order. A backend without it
   * leaves it out; the app then derives one entry for a single-draw ticket (src/lib/lottery/ticket-draws.ts).
   */
  draws: z.optional(z.array(ticketDraw)),
  /** Extension (decision 0224): bought by a subscription's renewal; absent for a purchase. */
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

const unchecked = <S extends z.ZodMiniType>(name: string, schema: S) =>
  ({ name, schema, checked: false }) as const;

/** The offer, the games, the player's tickets and the draws' results (section 7). */
export const GAMES = defineCalls({
  getOfferInfo: {
    summary: 'The offer: events and their draws',
    request: {
      query: z.looseObject({
        firstEventDate: z.optional(dateParam),
        lastEventDate: z.optional(dateParam),
        partner: z.optional(upTo(64)),
        ticketType: z.optional(upTo(32)),
      }),
    },
    answer: unchecked('OfferInfo', offerInfo),
  },
  getGameInfos: {
    summary: 'The games on sale',
    answer: unchecked('GameInfoList', z.array(gameInfo)),
  },
  getTicketTypes: {
    summary: 'The ticket types',
    answer: unchecked('TicketTypeList', z.array(ticketType)),
  },
  getTickets: {
    summary: "The player's tickets, filtered and paged",
    request: { query: ticketListQuery, body: ticketFilters },
    answer: { name: 'TicketList', schema: z.array(ticket) },
  },
  getDrawResults: {
    summary: 'Draw results in a date range',
    request: {
      query: z.looseObject({
        dateFrom: z.optional(dateParam),
        dateTo: z.optional(dateParam),
        gameTypeNames: z.optional(upTo(200)),
      }),
    },
    answer: unchecked('LottoResultList', z.array(lottoResult)),
  },
  getDrawWinnings: {
    summary: "A drawn draw's prizes per rank",
    request: { query: z.looseObject({ drawId: z.optional(intParam(1, 1_000_000_000)) }) },
    answer: { name: 'DrawWinnings', schema: drawWinnings },
  },
  getDrawInformation: {
    summary: 'The next draws and their jackpots',
    request: {
      query: z.looseObject({
        gameTypeNames: z.optional(upTo(200)),
        nextAmount: z.optional(intParam(1, 1000)),
      }),
    },
    answer: unchecked('DrawInformationList', z.array(drawInformation)),
  },
});
