import 'i18next';
import type responsible from '@/i18n/locales/en/responsible.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    responsible: typeof responsible;
  }
}
