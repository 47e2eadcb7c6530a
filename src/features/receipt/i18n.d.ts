import 'i18next';
import type receipt from '@/i18n/locales/en/receipt.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    receipt: typeof receipt;
  }
}
