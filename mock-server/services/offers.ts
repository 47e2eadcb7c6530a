import type { World } from '../world/state';
import type { VoucherOffer } from '../../src/lib/api/types/player-care';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import type { PlayerRow } from './ledger';
import { mayMarketTo } from './risk';
import { vouchersOf } from './vouchers';

/**
 * The voucher offers a player is shown (decision 0286): the promo codes still valid that the
 * player has not redeemed. None for a player at risk or protected: the offer is marketing. Every
 * offer shown is journaled as a promotional message, so a verification over the journal can prove
 * that none reached a flagged, self-excluded or timed-out player.
 */
export function offersFor(world: World, player: PlayerRow): VoucherOffer[] {
  if (!mayMarketTo(world, player)) return [];
  const at = now(world);
  const redeemed = new Set(vouchersOf(world, player.id).map((v) => v.voucherCode));
  const offers = world.db.voucherCode
    .findMany({})
    .filter((c) => c.expiry > at && !redeemed.has(c.code))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => ({
      code: c.code,
      amount: c.amount,
      expiryDate: toServerDateTime(c.expiry),
      applicableTicketTypes: [...c.applicableTicketTypes],
    }));
  if (offers.length > 0)
    world.journal.add({
      kind: 'message',
      at: new Date().toISOString(),
      clock: new Date(at).toISOString(),
      event: 'offer',
      player: player.phone,
      detail: { topic: 'offers', promotional: true, codes: offers.map((o) => o.code) },
    });
  return offers;
}
