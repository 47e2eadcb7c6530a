import type { LocaleFiles, Namespace } from './types';

/** Every ar namespace file, each its own chunk. This map lives in the start-ar chunk (chunks.ts). */
export const files: LocaleFiles = import.meta.glob<Namespace>('../locales/ar/*.json', {
  import: 'default',
});
