import type { TicketDeliverIQDto } from '../../src/lib/api/types';
import { DomainError } from './errors';

export const NUMBERS_PER_GRID = 6;
export const HIGHEST_NUMBER = 29;

const invalid = (reason: string) =>
  new DomainError(400, 'INVALID_TICKET', `Invalid ticket: ${reason}`, { details: { reason } });

/** A grid is 6 distinct integers from 1 to 29. */
export const isValidGrid = (grid: unknown): grid is number[] =>
  Array.isArray(grid) &&
  grid.length === NUMBERS_PER_GRID &&
  grid.every((n) => Number.isInteger(n) && n >= 1 && n <= HIGHEST_NUMBER) &&
  new Set(grid).size === NUMBERS_PER_GRID;

/**
 * Checks a ticket before it enters the cart. `isOpen` tells whether a draw id exists and is still
 * on sale; `ticketTypes` the names on sale.
 */
export function validateTicket(
  ticket: Partial<TicketDeliverIQDto> | null | undefined,
  ticketTypes: readonly string[],
  isOpen: (drawId: number) => boolean,
): TicketDeliverIQDto {
  if (!ticket || typeof ticket !== 'object') throw invalid('missing ticket');
  if (typeof ticket.ticketTypeName !== 'string' || !ticketTypes.includes(ticket.ticketTypeName)) {
    throw invalid('unknown ticket type');
  }
  if (!Array.isArray(ticket.tips) || ticket.tips.length === 0) throw invalid('no grids');
  if (!ticket.tips.every(isValidGrid))
    throw invalid('each grid needs 6 distinct numbers from 1 to 29');
  const drawIds = ticket.drawIds;
  if (!Array.isArray(drawIds) || drawIds.length === 0) throw invalid('Draw should not be empty.');
  if (new Set(drawIds).size !== drawIds.length) throw invalid('duplicate draw');
  if (!drawIds.every((id) => Number.isInteger(id) && isOpen(id)))
    throw invalid('draw not open for sale');
  return {
    ticketTypeName: ticket.ticketTypeName,
    drawIds: [...drawIds],
    tips: ticket.tips.map((grid) => [...grid].sort((a, b) => a - b)),
  };
}

export const ticketPrice = (
  ticket: Pick<TicketDeliverIQDto, 'tips' | 'drawIds'>,
  pricePerGridPerDraw: number,
) => ticket.tips.length * ticket.drawIds.length * pricePerGridPerDraw;

/** Vouchers lower the price, never below zero. */
export function cartTotals(ticketPrices: readonly number[], voucherAmounts: readonly number[]) {
  const originalCartPrice = ticketPrices.reduce((sum, price) => sum + price, 0);
  const vouchers = voucherAmounts.reduce((sum, amount) => sum + amount, 0);
  return { originalCartPrice, cartPrice: Math.max(0, originalCartPrice - vouchers) };
}
