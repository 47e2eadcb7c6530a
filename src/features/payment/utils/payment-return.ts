import type { PayInOutcome } from '@/lib/payment';
import type { PaymentCallback } from './callback';

/**
 * The way back from the card page, as explicit steps. `verifying`: the backend is being asked
 * (the pay-in status query); `settled`: its answer (or "no payment to ask about") is to be shown
 * and the player taken back; in the Android wrapper, `closing` (the 2 s the outcome stays up),
 * `leaving` (to the start screen) and `handedOver` (tokens gone, back to the native app).
 */
export type PaymentReturn =
  | { step: 'idle'; search: string | null }
  | { step: 'verifying'; search: string; callback: PaymentCallback & { paymentId: string } }
  | { step: 'settled'; search: string; callback: PaymentCallback; outcome: PayInOutcome | null }
  | { step: 'done' | 'closing' | 'leaving' | 'handedOver'; search: string };

export type PaymentReturnEvent =
  /** The URL carries a return from payment (`search` is its query string). */
  | { type: 'returned'; search: string; callback: PaymentCallback }
  /** The backend's outcome for a payment, or `timeout` when its schedule ended without one. */
  | { type: 'answered'; paymentId: string; outcome: PayInOutcome }
  /** The outcome was shown and the player taken back. */
  | { type: 'shown'; android: boolean }
  /** Android: the 2 s are over. */
  | { type: 'closeTimeElapsed' }
  /** Android: the start screen is the location now. */
  | { type: 'reachedStart' };

export const initialPaymentReturn: PaymentReturn = { step: 'idle', search: null };

export function paymentReturn(state: PaymentReturn, event: PaymentReturnEvent): PaymentReturn {
  switch (event.type) {
    case 'returned': {
      // The same return seen again (a re-render, StrictMode's second effect) is not a new one.
      if (event.search === state.search) return state;
      const { callback, search } = event;
      if (!callback.paymentId) return { step: 'settled', search, callback, outcome: null };
      return {
        step: 'verifying',
        search,
        callback: { ...callback, paymentId: callback.paymentId },
      };
    }
    case 'answered':
      // Only the payment being verified: an answer about another one (or after a new return) is not it.
      if (state.step !== 'verifying' || state.callback.paymentId !== event.paymentId) return state;
      return {
        step: 'settled',
        search: state.search,
        callback: state.callback,
        outcome: event.outcome,
      };
    case 'shown':
      if (state.step !== 'settled') return state;
      return { step: event.android ? 'closing' : 'done', search: state.search };
    case 'closeTimeElapsed':
      return state.step === 'closing' ? { step: 'leaving', search: state.search } : state;
    case 'reachedStart':
      return state.step === 'leaving' ? { step: 'handedOver', search: state.search } : state;
  }
}
