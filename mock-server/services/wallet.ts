import { WALLET_METHODS } from '../../src/lib/api/types/payment-methods';
import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type {
  PaymentAccount,
  PaymentMethod,
  PlayerMessage,
  WithdrawRequest,
  WithdrawResponse,
} from '../../src/lib/api/types';
import { nextId } from '../db';
import { toServerDateTime } from '../domain/dates';
import { DomainError } from '../domain/errors';
import { getScenario } from '../scenario';
import { startPayoutScript, takePayoutScript } from './scripts/state';
import { checkWithdrawal, PAYOUT_BOOKING, toUserBalance } from '../domain/ledger';
import { book, bookingsOf, findPlayer, potsOf, toBooking, type PlayerRow } from './ledger';

const METHODS: readonly string[] = WALLET_METHODS;

const invalid = (field: string) =>
  new DomainError(400, 'VALIDATION_FAILED', 'Payment failed', {
    errors: [{ field, code: 'INVALID' }],
  });

/** Check and debit in one synchronous step: parallel withdrawals cannot overdraw. */
export function withdraw(
  world: World,
  player: PlayerRow,
  body: Partial<WithdrawRequest>,
): WithdrawResponse {
  const fresh = findPlayer(world, player.id);
  const amount = checkWithdrawal(body.amount, potsOf(fresh));
  const method = body.method;
  if (!method || !METHODS.includes(method)) throw invalid('method');
  const fullName = typeof body.fullName === 'string' ? body.fullName.trim() : '';
  if (fullName === '') throw invalid('fullName');
  const walletNumber = typeof body.walletNumber === 'string' ? body.walletNumber.trim() : '';
  if (!/^\+?\d{6,20}$/.test(walletNumber)) throw invalid('walletNumber');
  const transactionId = `PO-${nextId(world, 'payout', 800001)}`;
  const script = takePayoutScript(world, player.id);
  const outcome = script ? 'pending' : getScenario(world).payoutOutcome;
  const state = { success: 'SUCCESSFUL', pending: 'PENDING', failure: 'FAILED' }[outcome];
  const booking = book(world, player.id, PAYOUT_BOOKING[method], -amount, { transactionId, state });
  if (script) startPayoutScript(world, booking.bookingId, player.id, script, player.phone);
  if (outcome === 'failure') {
    // Listed in the history as failed; nothing was debited (behaviour 223).
    throw new DomainError(402, 'PAYOUT_FAILED', 'The wallet provider refused the payout', {
      details: { transactionId },
    });
  }
  rememberAccount(world, player.id, method, fullName, walletNumber);
  return {
    transactionId,
    booking: toBooking(booking),
    balance: toUserBalance(potsOf(findPlayer(world, player.id))),
  };
}

function rememberAccount(
  world: World,
  playerId: number,
  method: PaymentMethod,
  fullName: string,
  walletNumber: string,
): void {
  const known = world.db.paymentAccount.findFirst({
    where: {
      playerId: { equals: playerId },
      method: { equals: method },
      walletNumber: { equals: walletNumber },
    },
  });
  if (!known) {
    world.db.paymentAccount.create({
      paymentAccountId: nextId(world, 'paymentAccount', 61),
      playerId,
      method,
      fullName,
      walletNumber,
    });
  }
}

export const paymentAccounts = (world: Tables, playerId: number): PaymentAccount[] =>
  world.db.paymentAccount
    .findMany({ where: { playerId: { equals: playerId } } })
    .map((a) => ({ ...a, method: a.method as PaymentMethod }))
    .map(({ paymentAccountId, method, fullName, walletNumber }) => ({
      paymentAccountId,
      method,
      fullName,
      walletNumber,
    }));

const page = <T>(rows: T[], from: unknown, quantity: unknown): T[] => {
  const start = Math.max(0, Number(from) || 0);
  const count = Math.max(0, Number(quantity) || 20);
  return rows.slice(start, start + count);
};

export const listBookings = (world: Tables, playerId: number, from: unknown, quantity: unknown) =>
  page(bookingsOf(world, playerId), from, quantity).map(toBooking);

/** One notification per booking, newest first (the app words it by booking type). */
export const listMessages = (
  world: Tables,
  playerId: number,
  from: unknown,
  quantity: unknown,
): PlayerMessage[] =>
  // A failed booking moved no money (the withdrawal answer said so), and a pending deposit is not
  // credited yet: no "withdrawn" or "deposited" notification for them.
  page(
    bookingsOf(world, playerId).filter(
      (b) => b.state !== 'FAILED' && !(b.state === 'PENDING' && b.amount > 0),
    ),
    from,
    quantity,
  ).map((b) => ({
    messageId: b.bookingId,
    created: toServerDateTime(b.bookingDate),
    bookingType: toBooking(b).bookingType,
    amount: b.amount,
    transactionId: b.transactionId,
    read: false,
  }));
