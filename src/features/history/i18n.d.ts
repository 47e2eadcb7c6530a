import 'i18next';
import type history from '@/i18n/locales/en/history.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    history: typeof history;
  }
}
