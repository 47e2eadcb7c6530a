import 'i18next';
import type tickets from '@/i18n/locales/en/tickets.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    tickets: typeof tickets;
  }
}
