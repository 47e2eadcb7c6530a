import type { LocaleFiles, Namespace } from './types';

/** Every en namespace file, each its own chunk. This map lives in the start-en chunk (chunks.ts). */
export const files: LocaleFiles = import.meta.glob<Namespace>('../locales/en/*.json', {
  import: 'default',
});
