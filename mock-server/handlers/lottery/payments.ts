import type { PayInResultRequest, PaymentOrderStatus } from '../../../src/lib/api/types';
import { appOrigin } from '../../config';
import { getScenario } from '../../scenario';
import {
  check,
  completeCardPage,
  findPayment,
  invoke,
  submitResult,
} from '../../services/payments';
import { urlOf } from '../../routes/request';
import { route } from '../../routes/route';
import type { FakeRequest } from '../../routes/types';
import { authed, authedAfterInput, handle, idempotent, json, redirect, text } from '../respond';
import { paymentIdParams } from '../../../src/lib/api/contract/request-fields';
import { cardPageHtml } from './card-page';
import { throughProvider } from './payment-outage';
import {
  availability,
  depositMethodOf,
  providerRefusal,
  railState,
} from '../../domain/payment-rails';
import type { DomainError } from '../../domain/errors';
import { withWorld } from '../../world/current';

const PAGE_OUTCOMES: Record<string, 'success' | 'failure' | 'error' | 'cancelled'> = {
  success: 'success',
  failure: 'failure',
  error: 'error',
  cancelled_by_shopper: 'cancelled',
};

/** The app's payment callback: where the card page sends the payer back. */
export function callbackUrl(status: PaymentOrderStatus, paymentId: string): string {
  const origin = appOrigin();
  const params = new URLSearchParams({
    order_status: status,
    paymentId,
    order_id: paymentId,
    origin,
  });
  return `${origin}/?${params.toString()}`;
}

function completeQuery(request: FakeRequest): { status: string; secret: string | null } {
  const q = urlOf(request).searchParams;
  return { status: q.get('status') ?? '', secret: q.get('secret') };
}

function refusalPage(refusal: DomainError) {
  const { providerCode } = (refusal.extra.details ?? {}) as { providerCode?: string };
  const html = `<!doctype html><meta charset="utf-8"><title>Payment refused</title><p>${refusal.message} (${providerCode ?? ''})</p>`;
  return text(html, 503, { 'content-type': 'text/html; charset=utf-8' });
}

/** Pay-in invoke, result and check, plus the fake card/wallet payment page itself. */
export const paymentsHandlers = (base: string, origin: string) => [
  route.call(base, 'invokePayIn', (input) =>
    idempotent(
      authed(async ({ world, request, playerNow }) => {
        const request_ = await input.body(request);
        await throughProvider(world, request_.paymentMethod);
        return json(invoke(world, playerNow(), request_, origin));
      }),
    ),
  ),
  route.call(base, 'submitPayInResult', (input) =>
    handle(
      authed(async ({ world, request, playerNow }) => {
        // Types and sizes only: the service decides what the result means.
        const result = (await input.body(request)) as Partial<PayInResultRequest>;
        return json(submitResult(world, playerNow(), result, getScenario(world).depositOutcome));
      }),
    ),
  ),
  route.call(base, 'checkPayIn', (input) =>
    handle(
      authedAfterInput(({ world, params, playerNow }) => {
        const { paymentId } = input.params(params);
        return json(check(world, playerNow(), paymentId, getScenario(world).depositOutcome));
      }),
    ),
  ),
  // Extension (decision 0271): which methods and rails work now; public, like a status page.
  route.call(
    base,
    'getPaymentAvailability',
    () =>
      ({ world }) =>
        json(availability(world.paymentOutages)),
  ),
  route.get(
    `${base}/payment/card-page/:paymentId`,
    async ({ world, params }) => {
      const payment = findPayment(world, String(params.paymentId));
      if (!payment) return text('Unknown payment', 404);
      // The card rail down: the provider's own page refuses (FIB's cards while its transfers work).
      const method = depositMethodOf(payment.method);
      if (method && railState(world.paymentOutages, method, 'CARD') === 'DOWN')
        return refusalPage(providerRefusal(method, 'CARD'));
      await throughProvider(world, method, 'CARD');
      return text(cardPageHtml(payment, withWorld(world, base)), 200, {
        'content-type': 'text/html; charset=utf-8',
      });
    },
    { params: paymentIdParams },
  ),
  // A button of the page: the "provider" records the outcome, then sends the payer back to the app.
  // Only the page knows the one-time secret, so nobody else can settle the payment.
  route.get(
    `${base}/payment/card-page/:paymentId/complete`,
    handle(({ world, params, request }) => {
      const { status, secret } = completeQuery(request);
      const outcome = PAGE_OUTCOMES[status];
      if (!outcome) return text('Unknown status', 400);
      const payment = completeCardPage(
        world,
        String(params.paymentId),
        secret,
        outcome,
        getScenario(world).depositOutcome,
      );
      return redirect(callbackUrl(status as PaymentOrderStatus, payment.paymentId));
    }),
    { params: paymentIdParams },
  ),
];
