import type { PaymentOrderStatus, PaymentTarget } from '@/lib/api/types';
import { PATHS } from '@/lib/navigation';

export type PaymentMessageKey =
  | 'deposit_successful'
  | 'my_funds_deposit_refused'
  | 'my_funds_deposit_failed'
  | 'my_funds_deposit_error';

/** What the card page's return URL carries (see mock-server/handlers/lottery/payments.ts). */
export interface PaymentCallback {
  status: PaymentOrderStatus | null;
  /** error.messages of the callback result: repeated `error` (or `messages`) query values. */
  messages: string[];
  orderId: string | null;
  paymentId: string | null;
  origin: string | null;
}

const STATUSES: readonly PaymentOrderStatus[] = [
  'success',
  'failure',
  'error',
  'cancelled_by_shopper',
];

/** The callback in a page's query, or null when the page is not a return from payment. */
export function readPaymentCallback(search: string | URLSearchParams): PaymentCallback | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = query.get('order_status');
  const orderId = query.get('order_id');
  if (raw === null && orderId === null) return null;
  const status = STATUSES.find((s) => s === raw) ?? null;
  const messages = [...query.getAll('error'), ...query.getAll('messages')]
    .map((m) => m.trim())
    .filter((m) => m !== '');
  return {
    status,
    messages,
    orderId,
    paymentId: query.get('paymentId'),
    origin: query.get('origin'),
  };
}

export interface CallbackOutcome {
  /** A translated message (payment namespace) to show, if any. */
  messageKey?: PaymentMessageKey;
  /** The provider's own messages, shown as they are. */
  messages?: string[];
  /** 'return': back to the app where the payment started; otherwise an outcome route. */
  to: 'return' | string;
}

/** Section 4, "Card payment callback": one outcome per order status. */
export function callbackOutcome(
  status: PaymentOrderStatus | null,
  messages: string[],
): CallbackOutcome {
  switch (status) {
    case 'success':
      return { messageKey: 'deposit_successful', to: 'return' };
    case 'failure':
      return { messageKey: 'my_funds_deposit_refused', to: PATHS.paymentDepositRefused };
    case 'error':
      return messages.length > 0
        ? { messages, to: PATHS.paymentGeneralError }
        : { messageKey: 'my_funds_deposit_failed', to: PATHS.paymentDepositFailed };
    case 'cancelled_by_shopper':
      return { to: 'return' };
    default:
      // Only an order id (or an unknown status): a plain return from the payment page.
      return { to: 'return' };
  }
}

/** Section 4, "Return from payment": my funds or the cart by the stored target, with a token query. */
export function returnPath(target: PaymentTarget, orderId: string | null): string {
  const query = orderId ? `?${new URLSearchParams({ token: orderId }).toString()}` : '';
  if (target === 'DEPOSIT') return `${PATHS.myFunds}${query}`;
  if (target === 'CART') return `${PATHS.cart}${query}`;
  return PATHS.home;
}
