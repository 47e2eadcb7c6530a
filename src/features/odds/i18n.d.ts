import 'i18next';
import type odds from '@/i18n/locales/en/odds.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    odds: typeof odds;
  }
}
