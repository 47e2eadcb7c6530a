import type { World } from '../../world/state';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import { refundSplit } from '../../domain/ledger';
import { findDraw } from '../draws';
import { book, findPlayer } from '../ledger';

/** What happened to an order that did not end as a sale (GLI-31: never deleted, always identified). */
export type OrderEvent = 'cancelled' | 'refused' | 'voided';

/**
 * Journals an order event as kind 'order' (decision 0280), so a verification over the journal can
 * prove that every cancelled, refused or voided order left a record.
 */
export function journalOrder(
  world: World,
  playerId: number,
  event: OrderEvent,
  detail: Record<string, unknown>,
): void {
  const player = findPlayer(world, playerId);
  world.journal.add({
    kind: 'order',
    at: new Date().toISOString(),
    clock: new Date(now(world)).toISOString(),
    event,
    player: player.phone,
    detail,
  });
}

export interface VoidResult {
  orderId: number;
  state: 'CANCELLED';
  ticketIds: number[];
  refunded: number;
}

/**
 * The operator voids a purchased order before any of its draws was drawn (a draw cancelled, a sale
 * in error): its tickets become CANCELLED and stay in the player's list, what the balance paid is
 * credited back as a REVERSAL to the pots it came from, and the journal records it.
 */
export function voidOrder(world: World, orderId: number, reason: string): VoidResult {
  const order = world.db.order.findFirst({ where: { orderId: { equals: orderId } } });
  if (!order || order.state !== 'PURCHASED')
    throw new DomainError(404, 'NOT_FOUND', `No purchased order ${orderId}`);
  const tickets = world.db.ticket.findMany({ where: { orderId: { equals: orderId } } });
  const drawn = tickets.some((t) => t.drawIds.some((id) => findDraw(world, id)?.drawn === true));
  if (drawn)
    throw new DomainError(409, 'ORDER_DRAWN', `Order ${orderId} has a drawn draw: it stands`);
  const paid = order.paidFromBalance - order.refunded;
  const charge = world.db.booking.findFirst({
    where: {
      transactionId: { equals: `ORD-${orderId}` },
      bookingType: { equals: 'ORDER_PAYMENT' },
    },
  });
  if (paid > 0) {
    book(world, order.playerId, 'REVERSAL', paid, {
      description: `Order ${order.receiptNumber ?? orderId} voided`,
      transactionId: `ORD-${orderId}-VOID`,
      split: refundSplit(charge ?? { payableDelta: -paid, nonPayableDelta: 0 }, paid),
    });
  }
  for (const ticket of tickets)
    world.db.ticket.update({
      where: { ticketId: { equals: ticket.ticketId } },
      data: { state: 'CANCELLED' },
    });
  world.db.order.update({
    where: { orderId: { equals: orderId } },
    data: { state: 'CANCELLED' },
  });
  const ticketIds = tickets.map((t) => t.ticketId);
  journalOrder(world, order.playerId, 'voided', { orderId, reason, ticketIds, refunded: paid });
  return { orderId, state: 'CANCELLED', ticketIds, refunded: paid };
}
