import type {
  PayInInvokeRequest,
  PayInInvokeResponse,
  PayInResult,
  PayInResultRequest,
  PaymentOrderStatus,
  PaymentStatus,
} from '../../src/lib/api/types';
import { now } from '../clock';
import { db, nextId } from '../db';
import { DomainError } from '../domain/errors';
import { checkDeposit } from '../domain/ledger';
import { sixDigitCode } from '../domain/sms';
import { random } from '../random';
import type { DepositOutcome } from '../scenario';
import { book, type PlayerRow } from './ledger';
import { assertDepositAllowed } from './responsible-play';

export type PaymentRow = NonNullable<ReturnType<typeof db.payment.findFirst>>;

const METHODS = ['FAST_PAY', 'FIB', 'ZAIN_CASH', 'QI_CARD'];
const WALLETS = ['FAST_PAY', 'FIB', 'ZAIN_CASH'];

export const cardPageUrl = (origin: string, paymentId: string) =>
  `${origin}/lottery/payment/card-page/${encodeURIComponent(paymentId)}`;

export function invoke(
  player: PlayerRow,
  body: Partial<PayInInvokeRequest>,
  origin: string,
): PayInInvokeResponse {
  const amount = checkDeposit(body.amountInCent);
  if (!body.paymentMethod || !METHODS.includes(body.paymentMethod)) {
    throw new DomainError(400, 'VALIDATION_FAILED', 'Unknown payment method', {
      errors: [{ field: 'paymentMethod', code: 'INVALID' }],
    });
  }
  assertDepositAllowed(player.id, amount);
  const paymentId = `PAY-${nextId('payment', 300001)}`;
  db.payment.create({
    paymentId,
    playerId: player.id,
    amount,
    method: body.paymentMethod,
    status: 'PENDING',
    createdAt: now(),
    outcome: null,
  });
  const page = cardPageUrl(origin, paymentId);
  const wallet = WALLETS.includes(body.paymentMethod);
  return {
    paymentId,
    paymentIFrameUrl: page,
    walletPayment: wallet
      ? {
          qrCode: `${page}?via=qr`,
          paymentLink: `${page}?via=link`,
          manualCode: sixDigitCode(random),
        }
      : null,
  };
}

export const findPayment = (paymentId: string): PaymentRow | null =>
  db.payment.findFirst({ where: { paymentId: { equals: paymentId } } });

function ownPayment(player: PlayerRow, paymentId: unknown): PaymentRow {
  const payment = typeof paymentId === 'string' ? findPayment(paymentId) : null;
  if (!payment || payment.playerId !== player.id)
    throw new DomainError(404, 'NOT_FOUND', 'Unknown payment');
  return payment;
}

const toResult = (p: PaymentRow): PayInResult => ({
  paymentId: p.paymentId,
  status: p.status as PaymentStatus,
  amount: p.amount,
});

const OUTCOME_OF: Record<PaymentOrderStatus, DepositOutcome> = {
  success: 'success',
  failure: 'failure',
  error: 'error',
  cancelled_by_shopper: 'cancelled',
};

/**
 * Ends a pending payment. A forced scenario outcome (anything but 'success') wins over what the
 * payer chose; 'timeout' leaves the payment PENDING. Success books PAYIN exactly once.
 */
export function settle(
  payment: PaymentRow,
  reported: DepositOutcome,
  forced: DepositOutcome,
): PaymentRow {
  if (payment.status !== 'PENDING') return payment;
  const outcome = forced !== 'success' ? forced : reported;
  if (outcome === 'timeout') return payment;
  const status: PaymentStatus = outcome === 'success' ? 'SUCCESSFUL' : 'FAILED';
  if (status === 'SUCCESSFUL') {
    book(payment.playerId, 'PAYIN', payment.amount, { transactionId: payment.paymentId });
  }
  return db.payment.update({
    where: { paymentId: { equals: payment.paymentId } },
    data: { status, outcome },
    strict: true,
  });
}

export function submitResult(
  player: PlayerRow,
  body: Partial<PayInResultRequest>,
  forced: DepositOutcome,
): PayInResult {
  const payment = ownPayment(player, body.paymentId);
  const reported = OUTCOME_OF[body.order?.status as PaymentOrderStatus];
  if (!reported) {
    throw new DomainError(400, 'VALIDATION_FAILED', 'Unknown order status', {
      errors: [{ field: 'order.status', code: 'INVALID' }],
    });
  }
  const settled = settle(payment, reported, forced);
  if (settled.status === 'PENDING') {
    throw new DomainError(408, 'PAYMENT_TIMEOUT', 'Payment timed out. Please check your history.', {
      details: { paymentId: settled.paymentId },
    });
  }
  return toResult(settled);
}

/** A wallet payment completes when checked (the wallet app "paid"); a card payment waits for its page. */
export function check(player: PlayerRow, paymentId: string, forced: DepositOutcome): PayInResult {
  const payment = ownPayment(player, paymentId);
  const wallet = WALLETS.includes(payment.method);
  return toResult(wallet || forced !== 'success' ? settle(payment, 'success', forced) : payment);
}
