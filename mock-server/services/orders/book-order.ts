import type { World } from '../../world/state';
import { nextId } from '../../db';
import { refundSplit } from '../../domain/ledger';
import { pricePerGridPerDraw } from '../game-config';
import { book, type BookingRow } from '../ledger';

/** One ticket of an order: its grids for its draws; a ticket left with no grid is not created. */
export interface OrderTicket {
  ticketTypeName: string;
  tips: readonly (readonly number[])[];
  drawIds: readonly number[];
  /** The subscription that bought it; null when bought by hand. */
  subscriptionId: number | null;
}

export interface OrderBooking {
  playerId: number;
  at: number;
  /** The cart order a purchase completes; absent: a new order (a renewal, the seeded history). */
  orderId?: number;
  /** The order's price before vouchers, and what the balance paid. */
  cost: number;
  charge: number;
  /** Paid back at once (a partial sell-out), to the pots the charge came from. */
  refund?: number;
  /** The receipt's vouchers, as the order row keeps them. */
  vouchersJson?: string;
  tickets: readonly OrderTicket[];
}

export interface BookedOrder {
  orderId: number;
  receiptNumber: string;
  ticketIds: number[];
  charged: BookingRow | null;
}

/**
 * An order bought, written once for every way one is bought (purchase, renewal, the seeded
 * history): its receipt number, the charge and any refund in the ledger, the tickets, the order
 * row. The caller has decided that nothing refuses; from here everything is written.
 */
export function bookOrder(world: World, order: OrderBooking): BookedOrder {
  const { playerId, at, cost, charge, refund = 0 } = order;
  const orderId = order.orderId ?? nextId(world, 'order', 7001);
  const receiptNumber = `R${orderId}-${String(nextId(world, 'receipt', 40001))}`;
  const transactionId = `ORD-${orderId}`;
  const charged =
    charge > 0
      ? book(world, playerId, 'ORDER_PAYMENT', -charge, {
          description: `Order ${receiptNumber}`,
          transactionId,
          at,
        })
      : null;
  if (refund > 0)
    book(world, playerId, 'REFUND_ORDER_PAYMENT', refund, {
      transactionId: `${transactionId}-REFUND`,
      split: refundSplit(charged ?? { payableDelta: 0, nonPayableDelta: 0 }, refund),
      at,
    });
  const ticketIds = order.tickets
    .filter((ticket) => ticket.tips.length > 0)
    .map((ticket) => createTicket(world, { playerId, orderId, receiptNumber, at }, ticket));
  const bought = {
    state: 'PURCHASED',
    receiptNumber,
    purchasedAt: at,
    cost,
    paidFromBalance: charge,
    refunded: refund,
    vouchersJson: order.vouchersJson ?? '[]',
  };
  if (order.orderId === undefined)
    world.db.order.create({ orderId, playerId, created: at, ...bought });
  else world.db.order.update({ where: { orderId: { equals: orderId } }, data: bought });
  return { orderId, receiptNumber, ticketIds, charged };
}

function createTicket(
  world: World,
  of: { playerId: number; orderId: number; receiptNumber: string; at: number },
  ticket: OrderTicket,
): number {
  const ticketId = nextId(world, 'ticket', 120001);
  const stake = pricePerGridPerDraw(ticket.ticketTypeName);
  world.db.ticket.create({
    ticketId,
    playerId: of.playerId,
    orderId: of.orderId,
    receiptNumber: of.receiptNumber,
    ticketnumber: `629-${String(ticketId).padStart(8, '0')}`,
    ticketTypeName: ticket.ticketTypeName,
    tipsJson: JSON.stringify(ticket.tips),
    drawIds: [...ticket.drawIds],
    settledDrawIds: [],
    created: of.at,
    state: 'OPEN',
    cost: ticket.tips.length * ticket.drawIds.length * stake,
    stake,
    winAmount: 0,
    winningNumbers: [],
    tipResultsJson: '[]',
    drawResultsJson: '[]',
    // nullable() alone answers 0, not null: a hand-bought ticket says null itself.
    subscriptionId: ticket.subscriptionId,
  });
  return ticketId;
}
