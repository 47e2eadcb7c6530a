import type { LocaleFiles, Namespace } from './types';

/** Every ku namespace file, each its own chunk. This map lives in the start-ku chunk (chunks.ts). */
export const files: LocaleFiles = import.meta.glob<Namespace>('../locales/ku/*.json', {
  import: 'default',
});
