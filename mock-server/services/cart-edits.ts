import type { Cart } from '../../src/lib/api/types';
import { DomainError } from '../domain/errors';
import { ticketPrice } from '../domain/pricing';
import type { World } from '../world/state';
import { activeOrder, noCart, positionsOf, ticketOf, toCart, type OrderRow } from './cart';
import { isDrawOpen } from './draws';
import { pricePerGridPerDraw } from './game-config';
import type { PlayerRow } from './ledger';
import { journalOrder } from './orders/void-records';

/** Changes to a cart after tickets went in: dropping it, a position, or draws no longer on sale. */
function ownOrder(world: World, player: PlayerRow, orderId: number): OrderRow {
  const order = activeOrder(world, player.id);
  if (!order || order.orderId !== orderId) throw noCart();
  return order;
}

/**
 * Dropping the cart cancels the order: it stays, with its positions, as CANCELLED and the journal
 * records it (decision 0280: an order is never deleted).
 */
export function deleteCart(world: World, player: PlayerRow, orderId: number): void {
  ownOrder(world, player, orderId);
  const positions = positionsOf(world, orderId).length;
  world.db.order.update({ where: { orderId: { equals: orderId } }, data: { state: 'CANCELLED' } });
  journalOrder(world, player.id, 'cancelled', { orderId, by: 'PLAYER', positions });
}

export function deletePosition(
  world: World,
  player: PlayerRow,
  orderId: number,
  positionId: number,
): Cart {
  const order = ownOrder(world, player, orderId);
  const deleted = world.db.position.delete({
    where: { orderId: { equals: orderId }, positionId: { equals: positionId } },
  });
  if (!deleted) throw new DomainError(404, 'NOT_FOUND', 'No such position');
  return toCart(world, order);
}

/** Drops draws whose sale has stopped (and tickets left without a draw), then reprices. */
export function recalculate(world: World, player: PlayerRow): Cart {
  const order = activeOrder(world, player.id);
  if (!order) throw noCart();
  for (const position of positionsOf(world, order.orderId)) {
    const ticket = ticketOf(position);
    if (!ticket) continue;
    const drawIds = ticket.drawIds.filter((id) => isDrawOpen(world, id));
    if (drawIds.length === 0) {
      world.db.position.delete({ where: { positionId: { equals: position.positionId } } });
    } else if (drawIds.length !== ticket.drawIds.length) {
      const next = { ...ticket, drawIds };
      world.db.position.update({
        where: { positionId: { equals: position.positionId } },
        data: {
          ticketJson: JSON.stringify(next),
          price: ticketPrice(next, pricePerGridPerDraw(ticket.ticketTypeName)),
        },
      });
    }
  }
  return toCart(world, order);
}
