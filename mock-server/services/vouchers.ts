import type { Voucher } from '../../src/lib/api/types';
import { now } from '../clock';
import { db, nextId } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { book, type PlayerRow } from './ledger';
import { byKey } from '../db-keys';

export type VoucherRow = NonNullable<ReturnType<typeof db.voucher.findFirst>>;

export const invalidVoucher = () =>
  new DomainError(400, 'INVALID_VOUCHER', 'Invalid promo code. Please try again.');

export const voucherState = (row: VoucherRow): Voucher['state'] =>
  row.state === 'ACTIVE' && row.expiry <= now() ? 'EXPIRED' : (row.state as Voucher['state']);

export const toVoucher = (row: VoucherRow): Voucher => ({
  voucherId: row.voucherId,
  voucherCode: row.voucherCode,
  amount: row.amount,
  expiryDate: toServerDateTime(row.expiry),
  applicableTicketTypes: [...row.applicableTicketTypes],
  state: voucherState(row),
});

export const vouchersOf = (playerId: number): VoucherRow[] =>
  db.voucher
    .findMany({ where: { playerId: { equals: playerId } } })
    .sort((a, b) => a.voucherId - b.voucherId);

export function giveVoucher(
  playerId: number,
  voucher: {
    code: string;
    amount: number;
    expiry: number;
    applicableTicketTypes: string[];
    state?: string;
  },
): VoucherRow {
  return db.voucher.create({
    voucherId: nextId('voucher', 301),
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
export function redeem(player: PlayerRow, rawCode: string | null): VoucherRow {
  const code = rawCode?.trim().toUpperCase() ?? '';
  const promo = code ? byKey('voucherCode', code) : null;
  if (!promo || promo.expiry <= now()) throw invalidVoucher();
  const already = vouchersOf(player.id).some((v) => v.voucherCode === code);
  if (already) throw invalidVoucher();
  const credit = promo.kind === 'credit';
  if (credit) book(player.id, 'VOUCHER_PAYIN', promo.amount, { description: `Voucher ${code}` });
  return giveVoucher(player.id, {
    code,
    amount: promo.amount,
    expiry: promo.expiry,
    applicableTicketTypes: [...promo.applicableTicketTypes],
    state: credit ? 'USED' : 'ACTIVE',
  });
}

/** An active voucher of the player by code, redeeming a cart promo code on the way if needed. */
export function usableVoucher(player: PlayerRow, rawCode: string | null | undefined): VoucherRow {
  const code = rawCode?.trim().toUpperCase() ?? '';
  const own = vouchersOf(player.id).find((v) => v.voucherCode.toUpperCase() === code);
  const voucher = own ?? redeemCartCode(player, code);
  if (voucherState(voucher) !== 'ACTIVE') throw invalidVoucher();
  return voucher;
}

function redeemCartCode(player: PlayerRow, code: string): VoucherRow {
  const promo = code ? byKey('voucherCode', code) : null;
  if (!promo || promo.kind !== 'cart') throw invalidVoucher();
  return redeem(player, code);
}
