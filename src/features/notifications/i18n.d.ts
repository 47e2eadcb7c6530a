import 'i18next';
import type notifications from '@/i18n/locales/en/notifications.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notifications: typeof notifications;
  }
}
