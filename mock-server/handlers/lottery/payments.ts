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
import { handle, idempotent, json, playerOf, redirect, text } from '../respond';
import { validBody, validParams } from '../validate';
import { payInInvokeBody, payInResultBody, paymentIdParams } from './schemas/payments';
import { cardPageHtml } from './card-page';
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

/** Pay-in invoke, result and check, plus the fake card/wallet payment page itself. */
export const paymentsHandlers = (base: string, origin: string) => [
  route.put(
    `${base}/payment/pay-in/invoke`,
    idempotent(async ({ world, request }) => {
      playerOf(world, request);
      const request_ = await validBody(request, payInInvokeBody);
      return json(invoke(world, playerOf(world, request), request_, origin));
    }),
    { body: payInInvokeBody },
  ),
  route.post(
    `${base}/payment/pay-in/result`,
    handle(async ({ world, request }) => {
      playerOf(world, request);
      // Types and sizes only: the service decides what the result means.
      const result = (await validBody(request, payInResultBody)) as Partial<PayInResultRequest>;
      return json(
        submitResult(world, playerOf(world, request), result, getScenario(world).depositOutcome),
      );
    }),
    { body: payInResultBody },
  ),
  route.get(
    `${base}/payment/pay-in/check/:paymentId`,
    handle(({ world, request, params }) => {
      const { paymentId } = validParams(params, paymentIdParams);
      return json(
        check(world, playerOf(world, request), paymentId, getScenario(world).depositOutcome),
      );
    }),
    { params: paymentIdParams },
  ),
  route.get(
    `${base}/payment/card-page/:paymentId`,
    ({ world, params }) => {
      const payment = findPayment(world, String(params.paymentId));
      if (!payment) return text('Unknown payment', 404);
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
