import 'i18next';
import type charity from '@/i18n/locales/en/charity.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    charity: typeof charity;
  }
}
