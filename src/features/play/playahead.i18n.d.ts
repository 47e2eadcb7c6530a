import 'i18next';
import type playahead from '@/i18n/locales/en/playahead.json';

// Play ahead's own namespace: loaded with its chunk, not with the start route's play texts.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    playahead: typeof playahead;
  }
}
