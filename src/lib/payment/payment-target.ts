import type { PaymentTarget } from '@/lib/api/types';
import { storage } from '@/lib/storage';

/** localStorage key: where the player goes back to after an external payment page. */
export const PAYMENT_TARGET_KEY = 'paymentTarget';

const TARGETS: readonly PaymentTarget[] = ['DEPOSIT', 'CART', 'NONE'];

/** Remembered before leaving for a payment page (the page reloads the app on its way back). */
export function storePaymentTarget(target: PaymentTarget): void {
  storage.set(PAYMENT_TARGET_KEY, target);
}

export function readPaymentTarget(): PaymentTarget {
  const value = storage.get(PAYMENT_TARGET_KEY);
  return TARGETS.find((target) => target === value) ?? 'NONE';
}

export function clearPaymentTarget(): void {
  storage.remove(PAYMENT_TARGET_KEY);
}
