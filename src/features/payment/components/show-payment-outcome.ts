import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { refreshAfterMoneyEvent } from '@/entities/wallet';
import { showAlert } from '@/lib/alerts';
import { appOrigins, isAllowedOrigin } from '@/lib/navigation';
import { clearPaymentTarget, readPaymentTarget, type PayInOutcome } from '@/lib/payment';
import { callbackOutcome, returnPath, type PaymentCallback } from '../utils/callback';

/**
 * Says what the backend answered (null: there was no payment to ask about) and takes the player
 * back where the payment started, or to the outcome's route. Balance and history are asked again.
 */
export function showPaymentOutcome(
  callback: PaymentCallback,
  outcome: PayInOutcome | null,
  { queryClient, navigate }: { queryClient: QueryClient; navigate: NavigateFunction },
): void {
  void refreshAfterMoneyEvent(queryClient);
  const next = outcome ? callbackOutcome(outcome) : { to: 'return' };
  const target = next.to === 'return' ? returnPath(readPaymentTarget(), callback.orderId) : next.to;
  if (next.to === 'return' && 'messageKey' in next && next.messageKey) {
    showAlert({
      // Only a SUCCESSFUL answer gets the success tick; a timeout is a warning (behaviour 242).
      kind: next.messageKey === 'deposit_successful' ? 'success' : 'warning',
      title: { key: 'payment:depositTitle' },
      message: { key: `payment:${next.messageKey}` },
    });
  }
  clearPaymentTarget();
  const origin = callback.origin;
  if (origin && origin !== window.location.origin && isAllowedOrigin(origin, appOrigins())) {
    window.location.assign(`${new URL(origin).origin}${target}`);
  } else {
    navigate(target, { replace: true });
  }
}
