import 'i18next';
import type content from '@/i18n/locales/en/content.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    content: typeof content;
  }
}
