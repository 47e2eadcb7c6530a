import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { Cart, CartPosition, TicketDeliverIQDto } from '../../src/lib/api/types';
import { now } from '../clock';
import { nextId, type Row } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { ticketPrice, validateTicket } from '../domain/pricing';
import { allocateVouchers, type VoucherAllocation } from '../domain/voucher-use';
import { isDrawOpen } from './draws';
import { pricePerGridPerDraw, TICKET_TYPES } from './game-config';
import type { PlayerRow } from './ledger';
import { toVoucher } from './vouchers';
import { byKey } from '../db-keys';
import { assertLiability } from './liability';

export type OrderRow = Row<'order'>;
export type PositionRow = Row<'position'>;

export const noCart = () => new DomainError(404, 'NOT_FOUND', 'No active cart');

export const activeOrder = (world: World, playerId: number): OrderRow | null =>
  world.db.order.findFirst({
    where: { playerId: { equals: playerId }, state: { equals: 'CART' } },
  });

export function ensureOrder(world: World, playerId: number): OrderRow {
  return (
    activeOrder(world, playerId) ??
    world.db.order.create({
      orderId: nextId(world, 'order', 7001),
      playerId,
      state: 'CART',
      receiptNumber: null,
      created: now(world),
    })
  );
}

export const positionsOf = (world: Tables, orderId: number): PositionRow[] =>
  world.db.position
    .findMany({ where: { orderId: { equals: orderId } } })
    .sort((a, b) => a.positionId - b.positionId);

export const ticketOf = (position: PositionRow): TicketDeliverIQDto | null =>
  position.ticketJson ? (JSON.parse(position.ticketJson) as TicketDeliverIQDto) : null;

export const voucherOf = (world: Tables, position: PositionRow) =>
  position.voucherId === null ? null : byKey(world, 'voucher', position.voucherId);

function toPosition(
  world: World,
  position: PositionRow,
  drawDate: (drawId: number) => string,
  allocation: VoucherAllocation,
): CartPosition {
  const ticket = ticketOf(position);
  const voucher = voucherOf(world, position);
  // A voucher position's price is what it takes off this cart (behaviour 220), not its face value.
  const use = allocation.uses.find((u) => u.voucherId === position.voucherId);
  return {
    position_id: position.positionId,
    voucherDto: voucher ? toVoucher(world, voucher) : null,
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

export const cartTotalsOf = (world: Tables, orderId: number) =>
  totalsOf(positionsOf(world, orderId));

/** One read of the positions and of the draws, and each draw date formatted once. */
export function toCart(world: World, order: OrderRow): Cart {
  const positions = positionsOf(world, order.orderId);
  const drawTimes = new Map(world.db.draw.getAll().map((d) => [d.drawId, d.drawTime]));
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
    positions: positions.map((p) => toPosition(world, p, drawDate, allocation)),
    originalCartPrice: allocation.originalCartPrice,
    cartPrice: allocation.cartPrice,
  };
}

export function getCart(world: World, player: PlayerRow): Cart {
  const order = activeOrder(world, player.id);
  if (!order) throw noCart();
  return toCart(world, order);
}

/** Tickets and vouchers a cart holds at most (extension, behaviour 23): a bounded cart stays fast. */
export const MAX_CART_POSITIONS = 100;

/**
 * 409 CART_FULL when `adding` more positions would pass the cap; nothing is added. A cart of 1,967
 * positions took 231 ms per addition at p99, and no player needs more than 100.
 */
export function assertRoomInCart(world: Tables, orderId: number | undefined, adding: number): void {
  const held =
    orderId === undefined
      ? 0
      : world.db.position.count({ where: { orderId: { equals: orderId } } });
  if (held + adding > MAX_CART_POSITIONS) {
    throw new DomainError(409, 'CART_FULL', `A cart holds at most ${MAX_CART_POSITIONS} tickets.`, {
      details: { max: MAX_CART_POSITIONS, held },
    });
  }
}

/** All tickets are checked before any is added: a bad one leaves the cart as it was. */
export function addTickets(world: World, player: PlayerRow, tickets: unknown[]): Cart {
  if (tickets.length === 0)
    throw new DomainError(400, 'INVALID_TICKET', 'Invalid ticket: no tickets');
  assertRoomInCart(world, activeOrder(world, player.id)?.orderId, tickets.length);
  const names = TICKET_TYPES.map((t) => t.ticketTypeName);
  const valid = tickets.map((t) =>
    validateTicket(t as Partial<TicketDeliverIQDto>, names, (id) => isDrawOpen(world, id)),
  );
  // Decision 0281: a combination past the liability cap is refused before anything is added.
  const held = activeOrder(world, player.id);
  const inCart = (held ? positionsOf(world, held.orderId) : []).flatMap((p) => ticketOf(p) ?? []);
  assertLiability(world, valid, inCart);
  const order = ensureOrder(world, player.id);
  for (const ticket of valid) {
    world.db.position.create({
      positionId: nextId(world, 'position', 9001),
      orderId: order.orderId,
      ticketJson: JSON.stringify(ticket),
      voucherId: null,
      price: ticketPrice(ticket, pricePerGridPerDraw(ticket.ticketTypeName)),
    });
  }
  return toCart(world, order);
}
