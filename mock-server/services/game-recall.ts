import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { GamePlay, PlayOutcome } from '../../src/lib/api/types/player-care';
import { toServerDateTime } from '../domain/dates';
import type { PlayerRow } from './ledger';

/** GLI-31's game recall: the last plays a player can look back on (decision 0286). */
export const RECALL_PLAYS = 10;

type TicketRow = ReturnType<World['db']['ticket']['findMany']>[number];

/** CANCELLED when every ticket is; PENDING while one still waits for a draw; else WON or LOST. */
function outcomeOf(tickets: readonly TicketRow[], won: number): PlayOutcome {
  if (tickets.length > 0 && tickets.every((t) => t.state === 'CANCELLED')) return 'CANCELLED';
  if (tickets.some((t) => t.state === 'OPEN')) return 'PENDING';
  return won > 0 ? 'WON' : 'LOST';
}

const bookingOf = (world: Tables, transactionId: string) =>
  world.db.booking.findFirst({ where: { transactionId: { equals: transactionId } } });

/**
 * The balance around a play, from the ledger: before its charge and after its charge and any
 * sold-out refund. A play the balance did not pay for (vouchers only) has no booking: null, not
 * an invented figure.
 */
function balancesOf(world: Tables, orderId: number) {
  const charge = bookingOf(world, `ORD-${orderId}`);
  if (!charge) return { balanceBefore: null, balanceAfter: null };
  const refund = bookingOf(world, `ORD-${orderId}-REFUND`);
  return { balanceBefore: charge.saldo - charge.amount, balanceAfter: (refund ?? charge).saldo };
}

/** The player's last RECALL_PLAYS plays (purchases and renewals), newest first. */
export function gameRecall(world: Tables, player: PlayerRow): GamePlay[] {
  const orders = world.db.order
    .findMany({ where: { playerId: { equals: player.id } } })
    .filter((o) => o.purchasedAt > 0)
    .sort((a, b) => b.purchasedAt - a.purchasedAt || b.orderId - a.orderId)
    .slice(0, RECALL_PLAYS);
  return orders.map((order) => {
    const tickets = world.db.ticket.findMany({ where: { orderId: { equals: order.orderId } } });
    const won = tickets.reduce((sum, t) => sum + t.winAmount, 0);
    const lines = tickets.reduce(
      (sum, t) => sum + (JSON.parse(t.tipsJson) as unknown[]).length * t.drawIds.length,
      0,
    );
    return {
      orderId: order.orderId,
      receiptNumber: order.receiptNumber ?? `R${order.orderId}`,
      playedAt: toServerDateTime(order.purchasedAt),
      drawIds: [...new Set(tickets.flatMap((t) => t.drawIds))].sort((a, b) => a - b),
      lines,
      stake: order.cost,
      ...balancesOf(world, order.orderId),
      outcome: outcomeOf(tickets, won),
      won,
    };
  });
}
