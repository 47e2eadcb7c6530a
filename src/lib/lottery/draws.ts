import {
  GAME_TYPE_6OF29,
  type Draw,
  type GameInfo,
  type OfferInfo,
  type OfferInfoQuery,
  type TicketType,
} from '@/lib/api/types';
import {
  formatServerDate,
  millisOf,
  parseServerDate,
  serverDayPlusMonths,
  type Moment,
} from '@/lib/format';

/** Section 9: the default offer window is two months ahead. */
export const OFFER_WINDOW_MONTHS = 2;
/** The partner the web app sells for (docs/behaviour.md). */
export const OFFER_PARTNER = 'WEB';

// The start route's path: plain Dates, no luxon (docs/behaviour.md).
const millisOfServer = (value: string): number => parseServerDate(value).getTime();

/** The offer-info query for the default window: today .. today + 2 months, as yyyy-MM-dd. */
export function offerWindowQuery(now: Moment, ticketType: string): OfferInfoQuery {
  return {
    firstEventDate: formatServerDate(now),
    lastEventDate: formatServerDate(serverDayPlusMonths(now, OFFER_WINDOW_MONTHS)),
    partner: OFFER_PARTNER,
    ticketType,
  };
}

/** The draws a player may still buy: 6of29 only, stop-sell not passed, soonest first, no repeats. */
export function sellableDraws(offer: OfferInfo | undefined, now: Moment): Draw[] {
  const nowMillis = millisOf(now);
  const byId = new Map<number, Draw>();
  for (const event of offer?.events ?? []) {
    for (const draw of event.draws) {
      if (draw.gameTypeName !== GAME_TYPE_6OF29) continue;
      const stop = millisOfServer(draw.stopSellDate);
      // NaN (unreadable) fails this test too: such a draw is not sold.
      if (!(stop > nowMillis)) continue;
      byId.set(draw.drawId, draw);
    }
  }
  return [...byId.values()].sort((a, b) => millisOfServer(a.drawDate) - millisOfServer(b.drawDate));
}

/** Only 6of29 is kept from game infos (section 3). */
export const gameInfo6of29 = (infos: GameInfo[] | undefined): GameInfo | undefined =>
  infos?.find((info) => info.gameTypeName === GAME_TYPE_6OF29);

export const ticketType6of29 = (types: TicketType[] | undefined): TicketType | undefined =>
  types?.find((type) => type.gameTypeName === GAME_TYPE_6OF29);
