import 'i18next';
import type play from '@/i18n/locales/en/play.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    play: typeof play;
  }
}
