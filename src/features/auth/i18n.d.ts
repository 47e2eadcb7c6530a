import 'i18next';
import type auth from '@/i18n/locales/en/auth.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof auth;
  }
}
