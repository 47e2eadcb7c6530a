export {
  PAYMENT_TARGET_KEY,
  storePaymentTarget,
  readPaymentTarget,
  clearPaymentTarget,
} from './payment-target';
export { isAndroidApp } from './native';
export { outcomeOf, CARD_RETURN_DELAYS_MS, type PayInOutcome } from './pay-in-outcome';
