import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { Voucher } from '../../src/lib/api/types';
import { now } from '../clock';
import { nextId, type Row } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { book, type PlayerRow } from './ledger';
import { byKey } from '../db-keys';
import { voucherRefusal } from './voucher-refusals';

export type VoucherRow = Row<'voucher'>;

export const invalidVoucher = () =>
  new DomainError(400, 'INVALID_VOUCHER', 'Invalid promo code. Please try again.');

/** A personal voucher of another player (a promo code is everyone's, so it is checked first). */
export const isOthersVoucher = (world: Tables, code: string): boolean =>
  world.db.voucher.findFirst({ where: { voucherCode: { equals: code } } }) !== null;

export const voucherState = (world: World, row: VoucherRow): Voucher['state'] =>
  row.state === 'ACTIVE' && row.expiry <= now(world) ? 'EXPIRED' : (row.state as Voucher['state']);

export const toVoucher = (world: World, row: VoucherRow): Voucher => ({
  voucherId: row.voucherId,
  voucherCode: row.voucherCode,
  amount: row.amount,
  expiryDate: toServerDateTime(row.expiry),
  applicableTicketTypes: [...row.applicableTicketTypes],
  state: voucherState(world, row),
});

export const vouchersOf = (world: Tables, playerId: number): VoucherRow[] =>
  world.db.voucher
    .findMany({ where: { playerId: { equals: playerId } } })
    .sort((a, b) => a.voucherId - b.voucherId);

export function giveVoucher(
  world: World,
  playerId: number,
  voucher: {
    code: string;
    amount: number;
    expiry: number;
    applicableTicketTypes: string[];
    state?: string;
  },
): VoucherRow {
  return world.db.voucher.create({
    voucherId: nextId(world, 'voucher', 301),
    playerId,
    voucherCode: voucher.code,
    amount: voucher.amount,
    expiry: voucher.expiry,
    applicableTicketTypes: voucher.applicableTicketTypes,
    state: voucher.state ?? 'ACTIVE',
  });
}

/**
 * Redeems a promo code once per player. A cart code becomes a voucher for the cart; a credit code
 * books VOUCHER_PAYIN (non-payable money) at once and answers a USED voucher.
 */
export function redeem(world: World, player: PlayerRow, rawCode: string | null): VoucherRow {
  const code = rawCode?.trim().toUpperCase() ?? '';
  const promo = code ? byKey(world, 'voucherCode', code) : null;
  const own = vouchersOf(world, player.id).find((v) => v.voucherCode === code);
  // Decision 0254: a used code and another player's personal code say so.
  if (own && own.state === 'USED') throw voucherRefusal.alreadyUsed();
  if (!promo && !own && code && isOthersVoucher(world, code)) throw voucherRefusal.notYours();
  if (!promo || promo.expiry <= now(world)) throw invalidVoucher();
  if (own) throw invalidVoucher();
  const credit = promo.kind === 'credit';
  if (credit)
    book(world, player.id, 'VOUCHER_PAYIN', promo.amount, { description: `Voucher ${code}` });
  return giveVoucher(world, player.id, {
    code,
    amount: promo.amount,
    expiry: promo.expiry,
    applicableTicketTypes: [...promo.applicableTicketTypes],
    state: credit ? 'USED' : 'ACTIVE',
  });
}

/** An active voucher of the player by code, redeeming a cart promo code on the way if needed. */
export function usableVoucher(
  world: World,
  player: PlayerRow,
  rawCode: string | null | undefined,
): VoucherRow {
  const code = rawCode?.trim().toUpperCase() ?? '';
  const own = vouchersOf(world, player.id).find((v) => v.voucherCode.toUpperCase() === code);
  const voucher = own ?? redeemCartCode(world, player, code);
  if (voucherState(world, voucher) !== 'ACTIVE') throw invalidVoucher();
  return voucher;
}

function redeemCartCode(world: World, player: PlayerRow, code: string): VoucherRow {
  const promo = code ? byKey(world, 'voucherCode', code) : null;
  if (!promo || promo.kind !== 'cart') throw invalidVoucher();
  return redeem(world, player, code);
}
