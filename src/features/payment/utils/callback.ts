import type { PaymentTarget } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';

import type { PayInOutcome } from '@/lib/payment';

export type PaymentMessageKey =
  'deposit_successful' | 'deposit_timeout' | 'deposit_limit_refused' | 'deposit_break_refused';

/**
 * What the card page's return URL carries (see mock-server/handlers/lottery/payments.ts). Only the
 * ids are read: `order_status` and any `error` text in the URL are the payer's to edit, so they
 * never decide or word an outcome (decision 0015); the backend is asked instead.
 */
export interface PaymentCallback {
  orderId: string | null;
  paymentId: string | null;
  origin: string | null;
}

/** The callback in a page's query, or null when the page is not a return from payment. */
export function readPaymentCallback(search: string | URLSearchParams): PaymentCallback | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const orderId = query.get('order_id');
  if (query.get('order_status') === null && orderId === null) return null;
  return { orderId, paymentId: query.get('paymentId') ?? orderId, origin: query.get('origin') };
}

export interface CallbackOutcome {
  /** A translated message (payment namespace) to show, if any. */
  messageKey?: PaymentMessageKey;
  /** 'return': back to the app where the payment started; otherwise an outcome route. */
  to: 'return' | string;
}

/**
 * Section 4, "Card payment callback", keyed by what the backend answered rather than the URL:
 * success returns with deposit_successful; a refusal (or a failure without a reason) goes to the
 * refused route, a provider error to the failed route; the shopper's cancel just returns; a
 * payment still pending after the checks returns with the spec's timeout text.
 */
export function callbackOutcome(outcome: PayInOutcome): CallbackOutcome {
  switch (outcome.kind) {
    case 'success':
      return { messageKey: 'deposit_successful', to: 'return' };
    case 'timeout':
      return { messageKey: 'deposit_timeout', to: 'return' };
    case 'failed':
      if (outcome.reason === 'CANCELLED') return { to: 'return' };
      // The backend refused to credit a paid deposit: say why where the player started.
      if (outcome.reason === 'DEPOSIT_LIMIT')
        return { messageKey: 'deposit_limit_refused', to: 'return' };
      if (outcome.reason === 'TIME_OUT')
        return { messageKey: 'deposit_break_refused', to: 'return' };
      if (outcome.reason === 'ERROR') return { to: PATHS.paymentDepositFailed };
      return { to: PATHS.paymentDepositRefused };
  }
}

/** Section 4, "Return from payment": my funds or the cart by the stored target, with a token query. */
export function returnPath(target: PaymentTarget, orderId: string | null): string {
  const query = orderId ? `?${new URLSearchParams({ token: orderId }).toString()}` : '';
  if (target === 'DEPOSIT') return `${PATHS.myFunds}${query}`;
  if (target === 'CART') return `${PATHS.cart}${query}`;
  return PATHS.home;
}
