import type { World } from '../../world/state';
import { bookingsOf } from '../ledger';
import { sendAlert } from './send';
import { playersWithAlerts } from './state';

const winOfDraw = /^WIN-\d+-(\d+)$/;

/** What the player won in a draw: the WIN_PAYIN bookings the settlement made for it. */
export const bookedWin = (world: World, playerId: number, drawId: number): number =>
  bookingsOf(world, playerId)
    .filter(
      (b) => b.bookingType === 'WIN_PAYIN' && winOfDraw.exec(b.transactionId)?.[1] === `${drawId}`,
    )
    .reduce((sum, b) => sum + b.amount, 0);

/**
 * After a draw is settled: its results to every player who asked for them, and each winner's
 * booked win. Keyed by draw, so running it again for the same draw sends nothing new.
 */
export function sendDrawAlerts(world: World, drawId: number): void {
  for (const playerId of playersWithAlerts(world)) {
    sendAlert(world, playerId, { kind: 'drawResults', drawId }, `draw:${drawId}:results`);
    const amount = bookedWin(world, playerId, drawId);
    if (amount > 0)
      sendAlert(world, playerId, { kind: 'win', drawId, amount }, `draw:${drawId}:win`);
  }
}
