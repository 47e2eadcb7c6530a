import { DateTime } from 'luxon';
import {
  GAME_TYPE_6OF29,
  type Draw,
  type GameInfo,
  type OfferInfo,
  type OfferInfoQuery,
  type TicketType,
} from '@/lib/api/types';

/** Server dates and date-times are at +03:00 (Baghdad), whatever the device's zone. */
export const SERVER_ZONE = 'UTC+3';
/** Section 9: the default offer window is two months ahead. */
export const OFFER_WINDOW_MONTHS = 2;
/** The partner the web app sells for (docs/decisions-drafts/07-play.md). */
export const OFFER_PARTNER = 'WEB';

export const parseServerMoment = (value: string): DateTime =>
  DateTime.fromISO(value, { setZone: true });

/** The offer-info query for the default window: today .. today + 2 months, as yyyy-MM-dd. */
export function offerWindowQuery(now: DateTime, ticketType: string): OfferInfoQuery {
  const today = now.setZone(SERVER_ZONE).startOf('day');
  return {
    firstEventDate: today.toFormat('yyyy-MM-dd'),
    lastEventDate: today.plus({ months: OFFER_WINDOW_MONTHS }).toFormat('yyyy-MM-dd'),
    partner: OFFER_PARTNER,
    ticketType,
  };
}

/** The draws a player may still buy: 6of29 only, stop-sell not passed, soonest first, no repeats. */
export function sellableDraws(offer: OfferInfo | undefined, now: DateTime): Draw[] {
  const byId = new Map<number, Draw>();
  for (const event of offer?.events ?? []) {
    for (const draw of event.draws) {
      if (draw.gameTypeName !== GAME_TYPE_6OF29) continue;
      const stop = parseServerMoment(draw.stopSellDate);
      if (!stop.isValid || stop.toMillis() <= now.toMillis()) continue;
      byId.set(draw.drawId, draw);
    }
  }
  return [...byId.values()].sort(
    (a, b) => parseServerMoment(a.drawDate).toMillis() - parseServerMoment(b.drawDate).toMillis(),
  );
}

/** Only 6of29 is kept from game infos (section 3). */
export const gameInfo6of29 = (infos: GameInfo[] | undefined): GameInfo | undefined =>
  infos?.find((info) => info.gameTypeName === GAME_TYPE_6OF29);

export const ticketType6of29 = (types: TicketType[] | undefined): TicketType | undefined =>
  types?.find((type) => type.gameTypeName === GAME_TYPE_6OF29);
