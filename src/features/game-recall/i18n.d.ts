import 'i18next';
import type recall from '@/i18n/locales/en/recall.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    recall: typeof recall;
  }
}
