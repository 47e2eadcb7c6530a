import type { World } from '../world/state';
import type { PurchaseResult } from '../../src/lib/api/types';
import { now } from '../clock';
import { nextId } from '../db';
import { DomainError, isDomainError } from '../domain/errors';
import { refundSplit } from '../domain/ledger';
import { planPurchase } from '../domain/purchase';
import { hasAcceptedLatest } from '../domain/terms';
import type { Scenario } from '../scenario';
import { activeOrder, positionsOf, ticketOf, voucherAllocationOf } from './cart';
import { isDrawOpen } from './draws';
import { pricePerGridPerDraw } from './game-config';
import { book, potsOf, type PlayerRow } from './ledger';
import { receiptVouchers } from './receipts';
import { assertMayCharge } from './may-charge';
import { journalOrder } from './orders/void-records';
import { assertLiability } from './liability';

type PurchaseScenario = Pick<Scenario, 'soldOut' | 'spendingLimitIqd'>;

/**
 * Buys the active cart; a refusal changes nothing but leaves a record in the journal (decision
 * 0280: a failed order is always identifiable; the cart stays for the player to change).
 */
export function purchase(world: World, player: PlayerRow, scenario: PurchaseScenario) {
  try {
    return buyCart(world, player, scenario);
  } catch (error) {
    if (isDomainError(error)) {
      const orderId = activeOrder(world, player.id)?.orderId ?? null;
      journalOrder(world, player.id, 'refused', { orderId, refusal: error.code });
    }
    throw error;
  }
}

/**
 * Everything from the checks to the last write is synchronous: a second purchase cannot
 * interleave, so concurrent purchases never overdraw, and a refusal changes nothing.
 */
function buyCart(world: World, player: PlayerRow, scenario: PurchaseScenario): PurchaseResult {
  const order = activeOrder(world, player.id);
  const positions = order ? positionsOf(world, order.orderId) : [];
  const ticketPositions = positions.flatMap((p) => {
    const ticket = ticketOf(p);
    return ticket ? [{ position: p, ticket }] : [];
  });
  if (!order || ticketPositions.length === 0)
    throw new DomainError(400, 'CART_EMPTY', 'The cart is empty');
  // Only the vouchers the price needs are consumed; the others stay with the player (behaviour 220).
  const allocation = voucherAllocationOf(positions);
  const pots = potsOf(player);
  const plan = planPurchase({
    termsAccepted: hasAcceptedLatest(player.termsVersion),
    spendingLimitIqd: scenario.spendingLimitIqd,
    soldOut: scenario.soldOut,
    tickets: ticketPositions.map(({ ticket }) => ({
      tips: ticket.tips,
      drawCount: ticket.drawIds.length,
    })),
    voucherTotal: allocation.uses.reduce((sum, use) => sum + use.applied, 0),
    pricePerGridPerDraw: pricePerGridPerDraw(),
    available: pots.payable + pots.nonPayable,
  });
  const closed = ticketPositions.flatMap(({ ticket }) =>
    ticket.drawIds.filter((id) => !isDrawOpen(world, id)),
  );
  if (closed.length > 0) {
    throw new DomainError(400, 'STOP_SELL_PASSED', 'Sales have stopped for a draw in the cart', {
      details: { drawIds: closed },
    });
  }
  // Another player may have bought the combination since it went in the cart (decision 0281).
  assertLiability(
    world,
    ticketPositions.map(({ ticket }) => ticket),
  );
  // The one rule every charge asks (services/may-charge.ts).
  assertMayCharge(world, player, 'PURCHASE', plan.charge);
  // From here on nothing can refuse: write everything.
  const receiptNumber = `R${order.orderId}-${String(nextId(world, 'receipt', 40001))}`;
  const transactionId = `ORD-${order.orderId}`;
  const charged =
    plan.charge > 0
      ? book(world, player.id, 'ORDER_PAYMENT', -plan.charge, {
          description: `Order ${receiptNumber}`,
          transactionId,
        })
      : null;
  if (plan.refund > 0) {
    book(world, player.id, 'REFUND_ORDER_PAYMENT', plan.refund, {
      transactionId: `${transactionId}-REFUND`,
      split: refundSplit(charged ?? { payableDelta: 0, nonPayableDelta: 0 }, plan.refund),
    });
  }
  const created = now(world);
  const ticketIds: number[] = [];
  ticketPositions.forEach(({ ticket }, index) => {
    const tips = plan.keptTips[index] ?? [];
    if (tips.length === 0) return;
    const ticketId = nextId(world, 'ticket', 120001);
    const stake = pricePerGridPerDraw(ticket.ticketTypeName);
    world.db.ticket.create({
      ticketId,
      playerId: player.id,
      orderId: order.orderId,
      receiptNumber,
      ticketnumber: `629-${String(ticketId).padStart(8, '0')}`,
      ticketTypeName: ticket.ticketTypeName,
      tipsJson: JSON.stringify(tips),
      drawIds: ticket.drawIds,
      settledDrawIds: [],
      created,
      state: 'OPEN',
      cost: tips.length * ticket.drawIds.length * stake,
      stake,
      winAmount: 0,
      winningNumbers: [],
      tipResultsJson: '[]',
      drawResultsJson: '[]',
      // Bought by hand: no subscription (nullable() alone answers 0, not null).
      subscriptionId: null,
    });
    ticketIds.push(ticketId);
  });
  for (const voucherId of allocation.consumed) {
    world.db.voucher.update({
      where: { voucherId: { equals: voucherId } },
      data: { state: 'USED' },
    });
  }
  world.db.order.update({
    where: { orderId: { equals: order.orderId } },
    data: {
      state: 'PURCHASED',
      receiptNumber,
      purchasedAt: created,
      cost: allocation.originalCartPrice,
      paidFromBalance: plan.charge,
      refunded: plan.refund,
      vouchersJson: JSON.stringify(receiptVouchers(world, allocation.uses)),
    },
  });
  return {
    orderId: order.orderId,
    receiptNumber,
    ticketIds,
    amountCharged: plan.charge,
    refundedAmount: plan.refund,
    soldOutTips: plan.soldOutTips,
  };
}
