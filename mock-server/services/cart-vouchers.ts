import type { Cart, Voucher } from '../../src/lib/api/types';
import { db, nextId } from '../db';
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

const inCart = (orderId: number | undefined) =>
  new Set(
    orderId === undefined
      ? []
      : positionsOf(orderId)
          .map((p) => p.voucherId)
          .filter((id) => id !== null),
  );

const cartTypes = (orderId: number | undefined): string[] =>
  orderId === undefined
    ? []
    : positionsOf(orderId).flatMap((p) => ticketOf(p)?.ticketTypeName ?? []);

/** The player's active vouchers that the cart can still take. */
export function cartVouchers(player: PlayerRow): Voucher[] {
  const order = activeOrder(player.id);
  const used = inCart(order?.orderId);
  return vouchersOf(player.id)
    .filter((v) => voucherState(v) === 'ACTIVE' && !used.has(v.voucherId))
    .map(toVoucher);
}

/** Own vouchers and promo codes: a code that names neither is invalid whatever the cart holds. */
const knownCode = (player: PlayerRow, raw: string | undefined): boolean => {
  const code = raw?.trim().toUpperCase() ?? '';
  if (!code) return false;
  return (
    vouchersOf(player.id).some((v) => v.voucherCode.toUpperCase() === code) ||
    byKey('voucherCode', code) !== null
  );
};

/**
 * A voucher applies when it names no ticket type, or the cart holds a ticket of one it names, and
 * only while the cart has something left to pay (behaviour 220). Checked before a promo code is
 * redeemed, so a refusal changes nothing.
 */
export function addVoucherToCart(player: PlayerRow, voucherCode: string | undefined): Cart {
  const current = activeOrder(player.id);
  const { originalCartPrice, uses } = voucherAllocationOf(
    current ? positionsOf(current.orderId) : [],
  );
  if (knownCode(player, voucherCode)) checkVoucherNeeded(originalCartPrice, uses);
  const voucher = usableVoucher(player, voucherCode);
  const order = activeOrder(player.id);
  const types = cartTypes(order?.orderId);
  const applies =
    voucher.applicableTicketTypes.length === 0 ||
    voucher.applicableTicketTypes.some((t) => types.includes(t));
  if (!applies || inCart(order?.orderId).has(voucher.voucherId)) throw invalidVoucher();
  assertRoomInCart(order?.orderId, 1);
  const target = order ?? ensureOrder(player.id);
  db.position.create({
    positionId: nextId('position', 9001),
    orderId: target.orderId,
    ticketJson: '',
    voucherId: voucher.voucherId,
    price: -voucher.amount,
  });
  return toCart(target);
}
