import 'i18next';
import type subscriptions from '@/i18n/locales/en/subscriptions.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    subscriptions: typeof subscriptions;
  }
}
