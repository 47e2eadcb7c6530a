import 'i18next';
import type draws from '@/i18n/locales/en/draws.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    draws: typeof draws;
  }
}
