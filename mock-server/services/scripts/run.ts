import type { Tables } from '../../db-keys';
import type { World } from '../../world/state';
import { now } from '../../clock';
import { DomainError } from '../../domain/errors';
import { findDraw } from '../draws';
import { findPlayer } from '../ledger';
import { findPayment, settle } from '../payments';
import { journalScript, type DepositScript, type PayoutScript } from './state';

const phoneOf = (world: World, playerId: number): string => findPlayer(world, playerId).phone;

/** Arms the player's next deposit and/or payout (POST /__control/players/:phone/script). */
export function armScripts(
  world: World,
  playerId: number,
  input: { nextDeposit?: DepositScript; nextPayout?: PayoutScript },
): void {
  const scripts = world.scripts;
  if (input.nextDeposit) scripts.nextDeposit.set(playerId, input.nextDeposit);
  if (input.nextPayout) scripts.nextPayout.set(playerId, input.nextPayout);
  journalScript(world, 'armed', input, phoneOf(world, playerId));
}

/** Holds an undrawn draw `delayMs` past its draw time (POST /__control/draws/:drawId/delay). */
export function delayDraw(
  world: World,
  drawId: number,
  delayMs: number,
): { drawId: number; heldUntil: Date } {
  const draw = findDraw(world, drawId);
  if (!draw) throw new DomainError(404, 'NOT_FOUND', `No draw ${drawId}`);
  if (draw.drawn) throw new DomainError(409, 'ALREADY_DRAWN', `Draw ${drawId} is already drawn`);
  const heldUntil = draw.drawTime + delayMs;
  world.scripts.drawDelays.set(drawId, heldUntil);
  journalScript(world, 'draw delayed', { drawId, delayMs, heldUntil: new Date(heldUntil) });
  return { drawId, heldUntil: new Date(heldUntil) };
}

/** Fires every scripted outcome whose time has come on the fake clock (run before each call). */
export function runDueScripts(world: World): void {
  const { scripts } = world;
  const at = now(world);
  for (const [paymentId, script] of scripts.payments) {
    if (script.dueAt > at) continue;
    if (script.then === 'timeout') {
      // The provider never answers: the payment stays scripted, so nothing settles it.
      scripts.payments.set(paymentId, { ...script, dueAt: Number.POSITIVE_INFINITY });
    } else {
      scripts.payments.delete(paymentId);
      const payment = findPayment(world, paymentId);
      if (payment) settle(world, payment, script.then, 'success');
    }
    journalScript(world, `deposit ${script.then}`, { paymentId }, phoneOf(world, script.playerId));
  }
  for (const [bookingId, script] of scripts.payouts) {
    if (script.dueAt > at) continue;
    scripts.payouts.delete(bookingId);
    endPayout(world, bookingId, script.then);
    journalScript(world, `payout ${script.then}`, { bookingId }, phoneOf(world, script.playerId));
  }
  for (const [drawId, until] of scripts.drawDelays) {
    if (until > at) continue;
    scripts.drawDelays.delete(drawId);
    journalScript(world, 'draw released', { drawId });
  }
}

/** A pending payout ends: success keeps the debit; failure gives the money back (decision 223). */
function endPayout(world: Tables, bookingId: number, then: 'success' | 'failure'): void {
  const booking = world.db.booking.findFirst({ where: { bookingId: { equals: bookingId } } });
  if (!booking || booking.state !== 'PENDING') return;
  const state = then === 'success' ? 'SUCCESSFUL' : 'FAILED';
  world.db.booking.update({ where: { bookingId: { equals: bookingId } }, data: { state } });
  if (then === 'success') return;
  const player = findPlayer(world, booking.playerId);
  world.db.player.update({
    where: { id: { equals: player.id } },
    data: {
      payable: player.payable - booking.payableDelta,
      nonPayable: player.nonPayable - booking.nonPayableDelta,
    },
  });
}
