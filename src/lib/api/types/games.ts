import type { Iqd, ServerDate, ServerDateTime } from './common';

export const GAME_TYPE_6OF29 = '6of29';
/** The two-digit game that game infos also carry; the app keeps only 6of29. */
export const GAME_TYPE_2DIGIT = '2digit';

export interface Draw {
  drawId: number;
  gameTypeName: string;
  drawDate: ServerDateTime;
  /** Short display label, e.g. "Draw 142". */
  label: string;
  /** After this moment the draw can no longer be bought. */
  stopSellDate: ServerDateTime;
}

export interface OfferEvent {
  eventId: number;
  eventDate: ServerDate;
  draws: Draw[];
}

export interface OfferInfoQuery {
  firstEventDate: ServerDate;
  lastEventDate: ServerDate;
  partner: string;
  ticketType: string;
}

/** GET /sales/offer-info. */
export interface OfferInfo {
  events: OfferEvent[];
}

export type JackpotState = 'ESTIMATED' | 'PENDING' | 'CONFIRMED';

/** GET /sales/game-infos: one per game type; the app keeps only 6of29. */
export interface GameInfo {
  gameTypeName: string;
  drawId: number;
  drawDate: ServerDateTime;
  drawLabel: string;
  /** Null while the jackpot is pending. */
  jackpotValue: Iqd | null;
  jackpotState: JackpotState;
}

/** GET /games/tickets: the ticket types on sale and their price. */
export interface TicketType {
  ticketTypeName: string;
  gameTypeName: string;
  numbersToPick: number;
  highestNumber: number;
  /** Price of one grid in one draw. */
  pricePerGridPerDraw: Iqd;
}

export interface TicketFilter {
  filterKey: 'ticketState';
  /** "OPEN" loads open tickets; empty loads drawn ones (filterValues then lists the states). */
  filterValue: string;
  filterValues: string[];
}

export interface TicketListQuery {
  from: number;
  quantity: number;
  orderBy: 'created' | '-created' | 'lastDrawDateTime' | '-lastDrawDateTime';
}

export type TicketState = 'OPEN' | 'LOST' | 'WON_FINALIZED' | 'CANCELLED';

/** One grid's result in a drawn ticket. */
export interface TipResult {
  /** Index of the grid in `tips`. */
  tipIndex: number;
  matchedNumbers: number[];
  /** Prize rank 1..n, or null when the grid won nothing. */
  rank: number | null;
  prize: Iqd;
}

/**
 * Extension (decision 0177): one draw a ticket plays, drawn or to come, with that draw's own
 * results. A multi-draw (play-ahead) ticket has one per draw; the spec's single-draw fields
 * (`winningNumbers`, `tipResults`) cannot say which draw they belong to.
 */
export interface TicketDraw {
  drawId: number;
  drawDateTime: ServerDateTime;
  /** The draw's winning numbers; null while the draw is to come (not drawn and settled). */
  winningNumbers: number[] | null;
  /** One result per grid in this draw; empty while to come. */
  tipResults: TipResult[];
  /** What the ticket won in this draw (its grids' prizes); null while to come. */
  winAmount: Iqd | null;
}

/** A ticket as the list call returns it (the spec's list record, plus the draw ids and results). */
export interface Ticket {
  username: string;
  ticketTypeName: string;
  firstDrawDateTime: ServerDateTime;
  lastDrawDateTime: ServerDateTime;
  displayName: string;
  /** Cost of one grid in one draw. */
  stake: Iqd;
  ticketId: number;
  ticketState: TicketState;
  ticketCost: Iqd;
  ticketnumber: string;
  /** Number of draws the ticket takes part in. */
  participate: number;
  duration: number;
  gameTypeNames: string[];
  name: string;
  receiptNumber: string;
  created: ServerDateTime;
  /** The grids: each 6 distinct numbers from 1 to 29. */
  tips: number[][];
  /** Total prize of the ticket (0 when lost or open). */
  winAmountProportionate: Iqd;
  displayEntries: string[];
  drawIds: number[];
  /** Winning numbers of the (last) draw, null while open. */
  winningNumbers: number[] | null;
  tipResults: TipResult[];
  /**
   * Extension (decision 0177): every draw the ticket plays, in draw order. A backend without it
   * leaves it out; the app then derives one entry for a single-draw ticket and states no per-draw
   * outcome for a multi-draw one (src/lib/lottery/ticket-draws.ts).
   */
  draws?: TicketDraw[];
  /** Extension (decision 0224): bought by a subscription's renewal; absent for a purchase. */
  source?: 'subscription';
  subscriptionId?: number;
}

/** GET /draw/statistic/results. */
export interface LottoResult {
  drawId: number;
  gameTypeName: string;
  title: string;
  drawNumber: number;
  drawDate: ServerDateTime;
  winningNumbers: number[];
}

export interface DrawResultsQuery {
  dateFrom: ServerDate;
  dateTo: ServerDate;
  gameTypeNames: string;
}

export interface PrizeRank {
  rank: number;
  /** How many numbers a grid must match for this rank. */
  matches: number;
  winners: number;
  prizePerWinner: Iqd;
  totalPrize: Iqd;
}

/** GET /draw/winnings. */
export interface DrawWinnings {
  drawId: number;
  drawDate: ServerDateTime;
  winningNumbers: number[];
  ranks: PrizeRank[];
  totalWinners: number;
  totalPrizes: Iqd;
}

/** GET /draw/draw-information: the next draws of a game. */
export interface DrawInformation {
  gameTypeName: string;
  nextDraws: Draw[];
}
