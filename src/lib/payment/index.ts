export {
  PAYMENT_TARGET_KEY,
  storePaymentTarget,
  readPaymentTarget,
  clearPaymentTarget,
} from './payment-target';
export { isAndroidApp } from './native';
