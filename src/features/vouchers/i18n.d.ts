import 'i18next';
import type vouchers from '@/i18n/locales/en/vouchers.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    vouchers: typeof vouchers;
  }
}
