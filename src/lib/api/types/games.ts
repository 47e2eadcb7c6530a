import type { Infer } from '../contract/define';
import type {
  draw,
  drawInformation,
  drawWinnings,
  gameInfo,
  lottoResult,
  offerInfo,
  ticket,
  ticketDraw,
  ticketType,
  tipResult,
} from '../contract/games';
import type { ServerDate } from './common';

export const GAME_TYPE_6OF29 = '6of29';
/** The two-digit game that game infos also carry; the app keeps only 6of29. */
export const GAME_TYPE_2DIGIT = '2digit';

/** A draw on sale; `stopSellDate`: after this moment it can no longer be bought. */
export type Draw = Infer<typeof draw>;

export type OfferEvent = OfferInfo['events'][number];

export interface OfferInfoQuery {
  firstEventDate: ServerDate;
  lastEventDate: ServerDate;
  partner: string;
  ticketType: string;
}

/** GET /sales/offer-info. */
export type OfferInfo = Infer<typeof offerInfo>;

export type JackpotState = GameInfo['jackpotState'];

/** GET /sales/game-infos: one per game type; the app keeps only 6of29. */
export type GameInfo = Infer<typeof gameInfo>;

/** GET /games/tickets: the ticket types on sale and their price (of one grid in one draw). */
export type TicketType = Infer<typeof ticketType>;

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

export type TicketState = Ticket['ticketState'];

/** One grid's result in a drawn ticket. */
export type TipResult = Infer<typeof tipResult>;

/**
 * Extension (decision 0177): one draw a ticket plays, drawn or to come, with that draw's own
 * results; `winningNumbers` and `winAmount` null while to come.
 */
export type TicketDraw = Infer<typeof ticketDraw>;

/** A ticket as the list call returns it (the spec's list record, plus the draw ids and results). */
export type Ticket = Infer<typeof ticket>;

/** GET /draw/statistic/results. */
export type LottoResult = Infer<typeof lottoResult>;

export interface DrawResultsQuery {
  dateFrom: ServerDate;
  dateTo: ServerDate;
  gameTypeNames: string;
}

export type PrizeRank = DrawWinnings['ranks'][number];

/** GET /draw/winnings. */
export type DrawWinnings = Infer<typeof drawWinnings>;

/** GET /draw/draw-information: the next draws of a game. */
export type DrawInformation = Infer<typeof drawInformation>;
