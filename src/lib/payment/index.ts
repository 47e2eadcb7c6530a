export {
  PAYMENT_TARGET_KEY,
  storePaymentTarget,
  readPaymentTarget,
  clearPaymentTarget,
} from './payment-target';
export { isAndroidApp } from './native';
export {
  awaitPayInOutcome,
  outcomeOf,
  CARD_RETURN_DELAYS_MS,
  type PayInOutcome,
} from './pay-in-outcome';
export { refreshAfterPayIn, FUNDS_ROOT_KEY } from './after-pay-in';
