import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { PaymentStatus } from '../../src/lib/api/types';
import { now } from '../clock';
import { applySplit, splitBooking } from '../domain/ledger';
import { book, findPlayer, potsOf, type BookingRow } from './ledger';

/**
 * A deposit is in the history from the moment it is started (decision 0178): PENDING until the
 * provider settles it, then SUCCESSFUL (credited) or FAILED (nothing moved). The booking carries
 * the payment id as its transaction id.
 */
export function bookPendingDeposit(
  world: World,
  playerId: number,
  paymentId: string,
  amount: number,
): void {
  book(world, playerId, 'PAYIN', amount, { transactionId: paymentId, state: 'PENDING' });
}

const pendingDepositOf = (world: Tables, playerId: number, paymentId: string): BookingRow | null =>
  world.db.booking.findFirst({
    where: {
      playerId: { equals: playerId },
      transactionId: { equals: paymentId },
      bookingType: { equals: 'PAYIN' },
      state: { equals: 'PENDING' },
    },
  });

/**
 * The provider settled the deposit. Success credits it now: the booking moves to the time the
 * money arrived, with the balance after it. Failure keeps it listed, as failed, with nothing moved.
 */
export function settleDepositBooking(
  world: World,
  payment: { playerId: number; paymentId: string; amount: number },
  status: Exclude<PaymentStatus, 'PENDING'>,
  failedDescription?: string,
): void {
  const booking = pendingDepositOf(world, payment.playerId, payment.paymentId);
  if (!booking) {
    // Started before deposits were listed while pending (an older world): book as it was then.
    if (status === 'SUCCESSFUL')
      book(world, payment.playerId, 'PAYIN', payment.amount, { transactionId: payment.paymentId });
    return;
  }
  const where = { bookingId: { equals: booking.bookingId } };
  if (status === 'FAILED') {
    const described = failedDescription ? { bookingDescription: failedDescription } : {};
    world.db.booking.update({ where, data: { state: 'FAILED', ...described } });
    return;
  }
  const player = findPlayer(world, payment.playerId);
  const split = splitBooking(potsOf(player), 'PAYIN', booking.amount);
  const pots = applySplit(potsOf(player), split);
  world.db.player.update({ where: { id: { equals: player.id } }, data: { ...pots } });
  world.db.booking.update({
    where,
    data: {
      state: 'SUCCESSFUL',
      bookingDate: now(world),
      saldo: pots.payable + pots.nonPayable,
      ...split,
    },
  });
}
