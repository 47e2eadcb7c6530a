import type { World } from '../world/state';
import type { PurchaseResult } from '../../src/lib/api/types';
import { now } from '../clock';
import { DomainError, isDomainError } from '../domain/errors';
import { planPurchase } from '../domain/purchase';
import { hasAcceptedLatest } from '../domain/terms';
import type { Scenario } from '../scenario';
import { activeOrder, positionsOf, ticketOf, voucherAllocationOf } from './cart';
import { isDrawOpen } from './draws';
import { pricePerGridPerDraw } from './game-config';
import { potsOf, type PlayerRow } from './ledger';
import { receiptVouchers } from './receipts';
import { assertMayCharge } from './may-charge';
import { journalOrder } from './orders/void-records';
import { bookOrder } from './orders/book-order';
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
  const { receiptNumber, ticketIds } = bookOrder(world, {
    playerId: player.id,
    at: now(world),
    orderId: order.orderId,
    cost: allocation.originalCartPrice,
    charge: plan.charge,
    refund: plan.refund,
    vouchersJson: JSON.stringify(receiptVouchers(world, allocation.uses)),
    tickets: ticketPositions.map(({ ticket }, index) => ({
      ticketTypeName: ticket.ticketTypeName,
      tips: plan.keptTips[index] ?? [],
      drawIds: ticket.drawIds,
      // Bought by hand.
      subscriptionId: null,
    })),
  });
  for (const voucherId of allocation.consumed) {
    world.db.voucher.update({
      where: { voucherId: { equals: voucherId } },
      data: { state: 'USED' },
    });
  }
  return {
    orderId: order.orderId,
    receiptNumber,
    ticketIds,
    amountCharged: plan.charge,
    refundedAmount: plan.refund,
    soldOutTips: plan.soldOutTips,
  };
}
