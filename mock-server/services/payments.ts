import { PAYMENT_METHODS, WALLET_METHODS } from '../../src/lib/api/types/payment-methods';
import type { Tables } from '../db-keys';
import type { World } from '../world/state';
import type {
  PayInInvokeRequest,
  PayInInvokeResponse,
  PayInResult,
  PayInResultRequest,
} from '../../src/lib/api/types';
import { now } from '../clock';
import { DomainError } from '../domain/errors';
import { checkDeposit } from '../domain/ledger';
import { sixDigitCode } from '../domain/sms';
import { random, randomToken } from '../random';
import type { DepositOutcome } from '../scenario';
import { bookPendingDeposit, settleDepositBooking } from './deposit-bookings';
import { REFUSAL_TEXT, toResult, type PaymentRow } from './payment-results';
import type { PlayerRow } from './ledger';
import { depositRefusal } from './responsible-play';
import { assertMayCharge } from './may-charge';
import { byKey } from '../db-keys';
import { isScriptedPayment, startDepositScript } from './scripts/state';
import { withWorld } from '../world/current';

export type { PaymentRow };

const METHODS: readonly string[] = PAYMENT_METHODS;
const WALLETS: readonly string[] = WALLET_METHODS;

/** The page's address keeps the world's `/w/{id}` prefix. */
export const cardPageUrl = (world: World, origin: string, paymentId: string) =>
  `${withWorld(world, origin)}/lottery/payment/card-page/${encodeURIComponent(paymentId)}`;

export function invoke(
  world: World,
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
  // The one rule every charge asks; pending deposits count as used (services/may-charge.ts).
  assertMayCharge(world, player, 'DEPOSIT', amount);
  // Unguessable: nobody can address another player's payment by counting.
  const paymentId = `PAY-${randomToken(12)}`;
  world.db.payment.create({
    paymentId,
    playerId: player.id,
    amount,
    method: body.paymentMethod,
    status: 'PENDING',
    createdAt: now(world),
    outcome: null,
    pageSecret: randomToken(16),
  });
  // Listed at once as pending: a deposit the provider never settles is still in the history.
  bookPendingDeposit(world, player.id, paymentId, amount);
  startDepositScript(world, player.id, paymentId, player.phone);
  const page = cardPageUrl(world, origin, paymentId);
  const wallet = WALLETS.includes(body.paymentMethod);
  return {
    paymentId,
    paymentIFrameUrl: page,
    walletPayment: wallet
      ? {
          qrCode: `${page}?via=qr`,
          paymentLink: `${page}?via=link`,
          manualCode: sixDigitCode(() => random(world)),
        }
      : null,
  };
}

export const findPayment = (world: Tables, paymentId: string): PaymentRow | null =>
  byKey(world, 'payment', paymentId);

function ownPayment(world: Tables, player: PlayerRow, paymentId: unknown): PaymentRow {
  const payment = typeof paymentId === 'string' ? findPayment(world, paymentId) : null;
  if (!payment || payment.playerId !== player.id)
    throw new DomainError(404, 'NOT_FOUND', 'Unknown payment');
  return payment;
}

/**
 * The provider's side ends a pending payment: the card page, the wallet simulation, the scenario
 * or the control API. A forced scenario outcome (anything but 'success') wins over what the payer
 * chose; 'timeout' leaves the payment PENDING. Success credits its PAYIN booking exactly once.
 */
export function settle(
  world: World,
  payment: PaymentRow,
  reported: DepositOutcome,
  forced: DepositOutcome,
): PaymentRow {
  if (payment.status !== 'PENDING') return payment;
  // A scripted deposit stays pending whatever the page or wallet says; its script settles it.
  if (isScriptedPayment(world, payment.paymentId)) return payment;
  const reportedOutcome = forced !== 'success' ? forced : reported;
  if (reportedOutcome === 'timeout') return payment;
  // A paid deposit is credited only within the limits and outside a time-out as they stand now;
  // otherwise it fails with the reason and the provider returns the money (docs/behaviour.md).
  const refusal =
    reportedOutcome === 'success' ? depositRefusal(world, payment.playerId, payment.amount) : null;
  const outcome =
    refusal === 'DEPOSIT_LIMIT'
      ? 'depositLimit'
      : refusal === 'TIME_OUT'
        ? 'timeOut'
        : reportedOutcome;
  const status = outcome === 'success' ? 'SUCCESSFUL' : 'FAILED';
  // Its pending booking becomes credited (exactly once: only a PENDING payment gets here) or
  // failed, saying why when the backend itself refused to credit it.
  settleDepositBooking(world, payment, status, refusal ? REFUSAL_TEXT[refusal] : undefined);
  return world.db.payment.update({
    where: { paymentId: { equals: payment.paymentId } },
    data: { status, outcome, pageSecret: null },
    strict: true,
  });
}

/**
 * The card page's button: only the holder of the page's one-time secret may report, and only once
 * (the secret is spent by the first use). Unknown payment and wrong secret answer alike.
 */
export function completeCardPage(
  world: World,
  paymentId: string,
  secret: string | null,
  outcome: DepositOutcome,
  forced: DepositOutcome,
): PaymentRow {
  const payment = findPayment(world, paymentId);
  if (!payment || !payment.pageSecret || !secret || payment.pageSecret !== secret) {
    throw new DomainError(403, 'FORBIDDEN', 'Unknown payment or spent page secret');
  }
  const spent = world.db.payment.update({
    where: { paymentId: { equals: paymentId } },
    data: { pageSecret: null },
    strict: true,
  });
  return settle(world, spent, outcome, forced);
}

/** The wallet "app" pays when the payment is looked at; the scenario may force any outcome. */
function advance(world: World, payment: PaymentRow, forced: DepositOutcome): PaymentRow {
  const wallet = WALLETS.includes(payment.method);
  return wallet || forced !== 'success' ? settle(world, payment, 'success', forced) : payment;
}

/**
 * POST /payment/pay-in/result only reports what the provider decided (decision 0015): the body's
 * `order.status` is ignored, so a client cannot credit itself. A payment the provider has not
 * settled (its card page not used yet, or a `timeout` scenario) answers PENDING.
 */
export function submitResult(
  world: World,
  player: PlayerRow,
  body: Partial<PayInResultRequest>,
  forced: DepositOutcome,
): PayInResult {
  return toResult(advance(world, ownPayment(world, player, body.paymentId), forced));
}

/** A wallet payment completes when checked (the wallet app "paid"); a card payment waits for its page. */
export function check(
  world: World,
  player: PlayerRow,
  paymentId: string,
  forced: DepositOutcome,
): PayInResult {
  return toResult(advance(world, ownPayment(world, player, paymentId), forced));
}

/** The control API: QA settles a payment as the provider would. */
export function settleByProvider(
  world: World,
  paymentId: string,
  outcome: DepositOutcome,
): PayInResult {
  const payment = findPayment(world, paymentId);
  if (!payment) throw new DomainError(404, 'NOT_FOUND', 'Unknown payment');
  return toResult(settle(world, payment, outcome, 'success'));
}
