import type { Cart, CartPosition, TicketDeliverIQDto } from '../../src/lib/api/types';
import { now } from '../clock';
import { db, nextId } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { ticketPrice, validateTicket } from '../domain/pricing';
import { allocateVouchers, type VoucherAllocation } from '../domain/voucher-use';
import { isDrawOpen } from './draws';
import { pricePerGridPerDraw, TICKET_TYPES } from './game-config';
import type { PlayerRow } from './ledger';
import { toVoucher } from './vouchers';
import { byKey } from '../db-keys';

export type OrderRow = NonNullable<ReturnType<typeof db.order.findFirst>>;
export type PositionRow = NonNullable<ReturnType<typeof db.position.findFirst>>;

const noCart = () => new DomainError(404, 'NOT_FOUND', 'No active cart');

export const activeOrder = (playerId: number): OrderRow | null =>
  db.order.findFirst({ where: { playerId: { equals: playerId }, state: { equals: 'CART' } } });

export function ensureOrder(playerId: number): OrderRow {
  return (
    activeOrder(playerId) ??
    db.order.create({
      orderId: nextId('order', 7001),
      playerId,
      state: 'CART',
      receiptNumber: null,
      created: now(),
    })
  );
}

export const positionsOf = (orderId: number): PositionRow[] =>
  db.position
    .findMany({ where: { orderId: { equals: orderId } } })
    .sort((a, b) => a.positionId - b.positionId);

export const ticketOf = (position: PositionRow): TicketDeliverIQDto | null =>
  position.ticketJson ? (JSON.parse(position.ticketJson) as TicketDeliverIQDto) : null;

export const voucherOf = (position: PositionRow) =>
  position.voucherId === null ? null : byKey('voucher', position.voucherId);

function toPosition(
  position: PositionRow,
  drawDate: (drawId: number) => string,
  allocation: VoucherAllocation,
): CartPosition {
  const ticket = ticketOf(position);
  const voucher = voucherOf(position);
  // A voucher position's price is what it takes off this cart (behaviour 220), not its face value.
  const use = allocation.uses.find((u) => u.voucherId === position.voucherId);
  return {
    position_id: position.positionId,
    voucherDto: voucher ? toVoucher(voucher) : null,
    ticketDeliverIQDto: ticket
      ? {
          ...ticket,
          draws: ticket.drawIds.map((drawId) => ({ drawId, drawDate: drawDate(drawId) })),
        }
      : null,
    price: use ? -use.applied : position.price,
  };
}

/** The cart's price and what each of its vouchers covers, in the order they were added. */
export function voucherAllocationOf(positions: PositionRow[]): VoucherAllocation & {
  originalCartPrice: number;
} {
  const originalCartPrice = positions
    .filter((p) => p.voucherId === null)
    .reduce((sum, p) => sum + p.price, 0);
  const vouchers = positions.flatMap((p) =>
    p.voucherId === null ? [] : [{ voucherId: p.voucherId, amount: -p.price }],
  );
  return { originalCartPrice, ...allocateVouchers(originalCartPrice, vouchers) };
}

const totalsOf = (positions: PositionRow[]) => {
  const { originalCartPrice, cartPrice } = voucherAllocationOf(positions);
  return { originalCartPrice, cartPrice };
};

export const cartTotalsOf = (orderId: number) => totalsOf(positionsOf(orderId));

/** One read of the positions and of the draws, and each draw date formatted once. */
export function toCart(order: OrderRow): Cart {
  const positions = positionsOf(order.orderId);
  const drawTimes = new Map(db.draw.getAll().map((d) => [d.drawId, d.drawTime]));
  const formatted = new Map<number, string>();
  const drawDate = (drawId: number): string => {
    const known = formatted.get(drawId);
    if (known !== undefined) return known;
    const value = toServerDateTime(drawTimes.get(drawId) ?? 0);
    formatted.set(drawId, value);
    return value;
  };
  const allocation = voucherAllocationOf(positions);
  return {
    orderId: order.orderId,
    positions: positions.map((p) => toPosition(p, drawDate, allocation)),
    originalCartPrice: allocation.originalCartPrice,
    cartPrice: allocation.cartPrice,
  };
}

export function getCart(player: PlayerRow): Cart {
  const order = activeOrder(player.id);
  if (!order) throw noCart();
  return toCart(order);
}

/** Tickets and vouchers a cart holds at most (extension, behaviour 23): a bounded cart stays fast. */
export const MAX_CART_POSITIONS = 100;

/**
 * 409 CART_FULL when `adding` more positions would pass the cap; nothing is added. A cart of 1,967
 * positions took 231 ms per addition at p99, and no player needs more than 100.
 */
export function assertRoomInCart(orderId: number | undefined, adding: number): void {
  const held =
    orderId === undefined ? 0 : db.position.count({ where: { orderId: { equals: orderId } } });
  if (held + adding > MAX_CART_POSITIONS) {
    throw new DomainError(409, 'CART_FULL', `A cart holds at most ${MAX_CART_POSITIONS} tickets.`, {
      details: { max: MAX_CART_POSITIONS, held },
    });
  }
}

/** All tickets are checked before any is added: a bad one leaves the cart as it was. */
export function addTickets(player: PlayerRow, tickets: unknown[]): Cart {
  if (tickets.length === 0)
    throw new DomainError(400, 'INVALID_TICKET', 'Invalid ticket: no tickets');
  assertRoomInCart(activeOrder(player.id)?.orderId, tickets.length);
  const names = TICKET_TYPES.map((t) => t.ticketTypeName);
  const valid = tickets.map((t) =>
    validateTicket(t as Partial<TicketDeliverIQDto>, names, isDrawOpen),
  );
  const order = ensureOrder(player.id);
  for (const ticket of valid) {
    db.position.create({
      positionId: nextId('position', 9001),
      orderId: order.orderId,
      ticketJson: JSON.stringify(ticket),
      voucherId: null,
      price: ticketPrice(ticket, pricePerGridPerDraw(ticket.ticketTypeName)),
    });
  }
  return toCart(order);
}

function ownOrder(player: PlayerRow, orderId: number): OrderRow {
  const order = activeOrder(player.id);
  if (!order || order.orderId !== orderId) throw noCart();
  return order;
}

export function deleteCart(player: PlayerRow, orderId: number): void {
  ownOrder(player, orderId);
  db.position.deleteMany({ where: { orderId: { equals: orderId } } });
  db.order.update({ where: { orderId: { equals: orderId } }, data: { state: 'DELETED' } });
}

export function deletePosition(player: PlayerRow, orderId: number, positionId: number): Cart {
  const order = ownOrder(player, orderId);
  const deleted = db.position.delete({
    where: { orderId: { equals: orderId }, positionId: { equals: positionId } },
  });
  if (!deleted) throw new DomainError(404, 'NOT_FOUND', 'No such position');
  return toCart(order);
}

/** Drops draws whose sale has stopped (and tickets left without a draw), then reprices. */
export function recalculate(player: PlayerRow): Cart {
  const order = activeOrder(player.id);
  if (!order) throw noCart();
  for (const position of positionsOf(order.orderId)) {
    const ticket = ticketOf(position);
    if (!ticket) continue;
    const drawIds = ticket.drawIds.filter(isDrawOpen);
    if (drawIds.length === 0) {
      db.position.delete({ where: { positionId: { equals: position.positionId } } });
    } else if (drawIds.length !== ticket.drawIds.length) {
      const next = { ...ticket, drawIds };
      db.position.update({
        where: { positionId: { equals: position.positionId } },
        data: {
          ticketJson: JSON.stringify(next),
          price: ticketPrice(next, pricePerGridPerDraw(ticket.ticketTypeName)),
        },
      });
    }
  }
  return toCart(order);
}
