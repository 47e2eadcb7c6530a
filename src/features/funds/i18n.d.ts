import 'i18next';
import type funds from '@/i18n/locales/en/funds.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    funds: typeof funds;
  }
}
