import type { World } from '../world/state';
import type { Cart, Voucher } from '../../src/lib/api/types';
import { nextId } from '../db';
import { checkVoucherNeeded } from '../domain/voucher-use';
import {
  activeOrder,
  assertRoomInCart,
  ensureOrder,
  positionsOf,
  ticketOf,
  toCart,
  voucherAllocationOf,
} from './cart';
import type { PlayerRow } from './ledger';
import { invalidVoucher, toVoucher, usableVoucher, voucherState, vouchersOf } from './vouchers';
import { byKey } from '../db-keys';

const inCart = (world: World, orderId: number | undefined) =>
  new Set(
    orderId === undefined
      ? []
      : positionsOf(world, orderId)
          .map((p) => p.voucherId)
          .filter((id) => id !== null),
  );

const cartTypes = (world: World, orderId: number | undefined): string[] =>
  orderId === undefined
    ? []
    : positionsOf(world, orderId).flatMap((p) => ticketOf(p)?.ticketTypeName ?? []);

/** The player's active vouchers that the cart can still take. */
export function cartVouchers(world: World, player: PlayerRow): Voucher[] {
  const order = activeOrder(world, player.id);
  const used = inCart(world, order?.orderId);
  return vouchersOf(world, player.id)
    .filter((v) => voucherState(world, v) === 'ACTIVE' && !used.has(v.voucherId))
    .map((row) => toVoucher(world, row));
}

/** Own vouchers and promo codes: a code that names neither is invalid whatever the cart holds. */
const knownCode = (world: World, player: PlayerRow, raw: string | undefined): boolean => {
  const code = raw?.trim().toUpperCase() ?? '';
  if (!code) return false;
  return (
    vouchersOf(world, player.id).some((v) => v.voucherCode.toUpperCase() === code) ||
    byKey(world, 'voucherCode', code) !== null
  );
};

/**
 * A voucher applies when it names no ticket type, or the cart holds a ticket of one it names, and
 * only while the cart has something left to pay (behaviour 220). Checked before a promo code is
 * redeemed, so a refusal changes nothing.
 */
export function addVoucherToCart(
  world: World,
  player: PlayerRow,
  voucherCode: string | undefined,
): Cart {
  const current = activeOrder(world, player.id);
  const { originalCartPrice, uses } = voucherAllocationOf(
    current ? positionsOf(world, current.orderId) : [],
  );
  if (knownCode(world, player, voucherCode)) checkVoucherNeeded(originalCartPrice, uses);
  const voucher = usableVoucher(world, player, voucherCode);
  const order = activeOrder(world, player.id);
  const types = cartTypes(world, order?.orderId);
  const applies =
    voucher.applicableTicketTypes.length === 0 ||
    voucher.applicableTicketTypes.some((t) => types.includes(t));
  if (!applies || inCart(world, order?.orderId).has(voucher.voucherId)) throw invalidVoucher();
  assertRoomInCart(world, order?.orderId, 1);
  const target = order ?? ensureOrder(world, player.id);
  world.db.position.create({
    positionId: nextId(world, 'position', 9001),
    orderId: target.orderId,
    ticketJson: '',
    voucherId: voucher.voucherId,
    price: -voucher.amount,
  });
  return toCart(world, target);
}
