import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { Cart, Voucher } from '../../src/lib/api/types';
import { nextId } from '../db';
import { allocateVouchers, checkVoucherNeeded } from '../domain/voucher-use';
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
import {
  invalidVoucher,
  isOthersVoucher,
  toVoucher,
  usableVoucher,
  voucherState,
  vouchersOf,
} from './vouchers';
import { byKey } from '../db-keys';
import { now } from '../clock';
import { toServerDateTime } from '../domain/dates';
import { voucherRefusal } from './voucher-refusals';

const inCart = (world: Tables, orderId: number | undefined) =>
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

interface CodeFacts {
  kind: string;
  amount: number;
  expired: boolean;
  expiry: number;
  applicableTicketTypes: readonly string[];
  voucherId: number | null;
}

/** What a typed code names: one of the player's vouchers, else a promo code, else nothing. */
function factsOf(world: World, player: PlayerRow, code: string): CodeFacts | null {
  if (!code) return null;
  const own = vouchersOf(world, player.id).find((v) => v.voucherCode.toUpperCase() === code);
  if (own) {
    const state = voucherState(world, own);
    // A used voucher (a pay-in code redeemed in My Vouchers included) says so (decision 0254).
    if (state === 'USED') throw voucherRefusal.alreadyUsed();
    if (state !== 'ACTIVE' && state !== 'EXPIRED') return null;
    return { ...own, kind: 'cart', expired: state === 'EXPIRED' };
  }
  const promo = byKey(world, 'voucherCode', code);
  if (promo) return { ...promo, expired: promo.expiry <= now(world), voucherId: null };
  if (isOthersVoucher(world, code)) throw voucherRefusal.notYours();
  return null;
}

/**
 * Each refusal says what happened (decisions 0205, 0254), checked before a promo code is redeemed,
 * so a refusal changes nothing: unknown, another player's, used, a pay-in code, expired, already in
 * the cart, nothing left to pay (behaviour 220), a code for a game the cart does not hold, then
 * worth more than is left to pay unless the player accepted losing the rest (`acceptUnused`).
 */
function checkCode(
  world: World,
  player: PlayerRow,
  code: string,
  orderId: number | undefined,
  acceptUnused: boolean,
) {
  const facts = factsOf(world, player, code);
  if (!facts) throw invalidVoucher();
  if (facts.kind === 'credit') throw voucherRefusal.payInOnly();
  if (facts.expired) throw voucherRefusal.expired(toServerDateTime(facts.expiry));
  if (facts.voucherId !== null && inCart(world, orderId).has(facts.voucherId))
    throw voucherRefusal.alreadyInCart();
  const { originalCartPrice, uses } = voucherAllocationOf(
    orderId === undefined ? [] : positionsOf(world, orderId),
  );
  checkVoucherNeeded(originalCartPrice, uses);
  const types = cartTypes(world, orderId);
  const applies =
    facts.applicableTicketTypes.length === 0 ||
    facts.applicableTicketTypes.some((t) => types.includes(t));
  if (!applies) throw voucherRefusal.wrongGame(facts.applicableTicketTypes);
  const left = allocateVouchers(originalCartPrice, uses).cartPrice;
  if (facts.amount > left && !acceptUnused) throw voucherRefusal.worthMore(facts.amount, left);
}

/** A voucher applies when it names no ticket type, or the cart holds a ticket of one it names. */
export function addVoucherToCart(
  world: World,
  player: PlayerRow,
  voucherCode: string | undefined,
  acceptUnused = false,
): Cart {
  const order = activeOrder(world, player.id);
  const code = voucherCode?.trim().toUpperCase() ?? '';
  checkCode(world, player, code, order?.orderId, acceptUnused);
  const voucher = usableVoucher(world, player, voucherCode);
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
