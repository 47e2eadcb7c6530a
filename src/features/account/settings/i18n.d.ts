import 'i18next';
import type settings from '@/i18n/locales/en/settings.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof settings;
  }
}
