import 'i18next';
import type results from '@/i18n/locales/en/results.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    results: typeof results;
  }
}
