import 'i18next';
import type checker from '@/i18n/locales/en/checker.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    checker: typeof checker;
  }
}
