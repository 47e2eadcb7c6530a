import * as z from 'zod/mini';
import { count, dateTime, id, iqd, numbers, object, text } from './fields';

const draw = object({
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
