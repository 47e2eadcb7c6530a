import type { Tables } from '../db-keys';
import type { OrderReceipt, ReceiptVoucher } from '../../src/lib/api/types';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import type { VoucherUse } from '../domain/voucher-use';
import type { PlayerRow } from './ledger';

/** What the purchase consumed: each voucher that took something off, with its code. */
export function receiptVouchers(world: Tables, uses: readonly VoucherUse[]): ReceiptVoucher[] {
  return uses
    .filter((use) => use.applied > 0)
    .map((use) => ({
      voucherCode:
        world.db.voucher.findFirst({ where: { voucherId: { equals: use.voucherId } } })
          ?.voucherCode ?? '',
      discount: use.applied,
    }));
}

const notFound = () => new DomainError(404, 'NOT_FOUND', 'Unknown receipt');

/**
 * GET /orders/receipts/{receiptNumber} (extension, decision 0178): the player's purchased order
 * with this receipt number, with the figures booked at purchase. Another player's receipt and an
 * unknown one answer alike (404).
 */
export function orderReceipt(
  world: Tables,
  player: PlayerRow,
  receiptNumber: string,
): OrderReceipt {
  const order = world.db.order.findFirst({ where: { receiptNumber: { equals: receiptNumber } } });
  if (!order || order.playerId !== player.id || order.state !== 'PURCHASED') throw notFound();
  const tickets = world.db.ticket
    .findMany({ where: { orderId: { equals: order.orderId } } })
    .sort((a, b) => a.ticketId - b.ticketId)
    .map(({ ticketId, ticketnumber }) => ({ ticketId, ticketnumber }));
  return {
    receiptNumber,
    orderId: order.orderId,
    purchased: toServerDateTime(order.purchasedAt),
    cost: order.cost,
    vouchers: order.vouchersJson ? (JSON.parse(order.vouchersJson) as ReceiptVoucher[]) : [],
    paidFromBalance: order.paidFromBalance,
    refunded: order.refunded,
    // The fake's purchase always pays from the balance, whatever `paymentMethod` asks.
    paymentMethod: 'NONE',
    tickets,
  };
}
