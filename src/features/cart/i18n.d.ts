import 'i18next';
import type cart from '@/i18n/locales/en/cart.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    cart: typeof cart;
  }
}
