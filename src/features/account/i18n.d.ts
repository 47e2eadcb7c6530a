import 'i18next';
import type account from '@/i18n/locales/en/account.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    account: typeof account;
  }
}
