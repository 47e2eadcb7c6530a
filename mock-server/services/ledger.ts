import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type { Booking, BookingType } from '../../src/lib/api/types';
import { now } from '../clock';
import { nextId, type Row } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { applySplit, splitBooking, toUserBalance, type Pots, type Split } from '../domain/ledger';
import { byKey } from '../db-keys';

export type PlayerRow = Row<'player'>;
export type BookingRow = Row<'booking'>;

export const potsOf = (player: Pick<PlayerRow, 'payable' | 'nonPayable'>): Pots => ({
  payable: player.payable,
  nonPayable: player.nonPayable,
});

export function findPlayer(world: Tables, playerId: number): PlayerRow {
  const player = byKey(world, 'player', playerId);
  if (!player) throw new DomainError(404, 'NOT_FOUND', 'Player not found');
  return player;
}

export const balanceOf = (world: World, playerId: number) =>
  toUserBalance(potsOf(findPlayer(world, playerId)));

const DESCRIPTIONS: Partial<Record<BookingType, string>> = {
  ORDER_PAYMENT: 'Ticket purchase',
  WIN_PAYIN: 'Winnings',
  PAYIN: 'Deposit',
  REFUND_ORDER_PAYMENT: 'Refund of sold-out numbers',
  VOUCHER_PAYIN: 'Voucher credit',
  PAYOUT_FIB: 'Withdrawal to FIB',
  PAYOUT_ZAIN_CASH: 'Withdrawal to ZainCash',
  PAYOUT_FAST_PAY: 'Withdrawal to FastPay',
  PAYOUT_QI_CARD: 'Withdrawal to Qi Card',
};

/**
 * Books one ledger entry and moves the player's pots with it. Synchronous on purpose: callers
 * check and debit in one turn of the event loop, so concurrent requests cannot overdraw.
 */
export function book(
  world: World,
  playerId: number,
  bookingType: BookingType,
  amount: number,
  options: {
    description?: string;
    at?: number;
    transactionId?: string;
    state?: string;
    /** A credit whose pots the caller decided (a refund goes back where its charge came from). */
    split?: Split;
  } = {},
): BookingRow {
  const player = findPlayer(world, playerId);
  // A failed booking moved no money, nor has a pending credit (a deposit the provider has not
  // settled): both are listed, the pots stay as they were. A pending payout is already debited.
  const moves = options.state !== 'FAILED' && !(options.state === 'PENDING' && amount > 0);
  const split = moves
    ? (options.split ?? splitBooking(potsOf(player), bookingType, amount))
    : { payableDelta: 0, nonPayableDelta: 0 };
  const pots = applySplit(potsOf(player), split);
  world.db.player.update({ where: { id: { equals: playerId } }, data: { ...pots } });
  const bookingId = nextId(world, 'booking', 5001);
  return world.db.booking.create({
    bookingId,
    playerId,
    bookingDate: options.at ?? now(world),
    bookingDescription: options.description ?? DESCRIPTIONS[bookingType] ?? bookingType,
    amount,
    bookingType,
    saldo: pots.payable + pots.nonPayable,
    transactionId: options.transactionId ?? `TX-${bookingId}`,
    state: options.state ?? '',
    ...split,
  });
}

export const toBooking = (row: BookingRow): Booking => ({
  bookingId: row.bookingId,
  bookingDate: toServerDateTime(row.bookingDate),
  bookingDescription: row.bookingDescription,
  amount: row.amount,
  bookingType: row.bookingType as BookingType,
  saldo: row.saldo,
  transactionId: row.transactionId,
  ...(row.state ? { state: row.state as NonNullable<Booking['state']> } : {}),
});

/** Newest first. */
export const bookingsOf = (world: Tables, playerId: number): BookingRow[] =>
  world.db.booking
    .findMany({ where: { playerId: { equals: playerId } } })
    .sort((a, b) => b.bookingDate - a.bookingDate || b.bookingId - a.bookingId);
