import game from '../../fixtures/lottery/game.json';
import type { TicketType } from '../../src/lib/api/types';
import type { DrawSchedule } from '../domain/draws';

/** The game as the fixtures describe it: ticket types and price, draw schedule, jackpot. */
export const TICKET_TYPES: readonly TicketType[] = game.ticketTypes;
export const SCHEDULE: DrawSchedule = game.schedule;
export const GAME = game;
export const MAIN_GAME = '6of29';

export function pricePerGridPerDraw(ticketTypeName = MAIN_GAME): number {
  const type = TICKET_TYPES.find((t) => t.ticketTypeName === ticketTypeName);
  if (!type) throw new Error(`Unknown ticket type ${ticketTypeName}`);
  return type.pricePerGridPerDraw;
}
