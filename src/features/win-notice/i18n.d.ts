import 'i18next';
import type winnotice from '@/i18n/locales/en/winnotice.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    winnotice: typeof winnotice;
  }
}
