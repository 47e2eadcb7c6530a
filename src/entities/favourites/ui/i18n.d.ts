import 'i18next';
import type favourites from '@/i18n/locales/en/favourites.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    favourites: typeof favourites;
  }
}
