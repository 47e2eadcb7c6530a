import { routes } from './route';

/** The pages the native Android wrapper opens around a payment (spec section 2). */
export const PAYMENT_ROUTES = routes({
  purchaseAndroid: {
    path: '/purchase_android',
    title: 'purchaseAndroid',
    auth: true,
    payment: true,
  },
  nativeProgression: { path: '/native_progression', title: 'nativeProgression', payment: true },
  paymentAndroid: { path: '/payment_android', title: 'paymentAndroid', auth: true, payment: true },
  paymentGeneralError: { path: '/payment_android_general_error', title: 'purchaseError' },
  paymentDepositRefused: { path: '/payment_android_deposit_refused', title: 'depositRefused' },
  paymentDepositFailed: { path: '/payment_android_deposit_failed', title: 'depositFailed' },
});
