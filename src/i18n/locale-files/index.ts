import type { LocaleFiles } from './types';

/**
 * The map of one language's files loads with that language's start translations (one chunk,
 * start-<lang>): the start route carries no file names of the languages it does not show.
 */
const maps: Record<string, () => Promise<{ files: LocaleFiles }>> = {
  ar: () => import('./ar'),
  en: () => import('./en'),
  ku: () => import('./ku'),
};

/** The loader of `language`'s `namespace`, or undefined when that file does not exist. */
export async function localeFile(
  language: string,
  namespace: string,
): Promise<(() => Promise<Record<string, unknown>>) | undefined> {
  const map = maps[language];
  if (!map) return undefined;
  const { files } = await map();
  return files[`../locales/${language}/${namespace}.json`];
}
