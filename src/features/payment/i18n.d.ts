import 'i18next';
import type payment from '@/i18n/locales/en/payment.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    payment: typeof payment;
  }
}
