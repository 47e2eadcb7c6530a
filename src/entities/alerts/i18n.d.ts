import 'i18next';
import type alerts from '@/i18n/locales/en/alerts.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    alerts: typeof alerts;
  }
}
