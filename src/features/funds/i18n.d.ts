import 'i18next';
import type funds from '@/i18n/locales/en/funds.json';
import type withdraw from '@/i18n/locales/en/withdraw.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    funds: typeof funds;
    withdraw: typeof withdraw;
  }
}
