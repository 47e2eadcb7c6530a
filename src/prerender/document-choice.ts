/**
 * Which document answers a navigation to an app route (decision 0232): the route prerendered in
 * the player's language, else that language's start shell, else index.html (the Arabic shell).
 * One rule for the service worker (src/service-worker, decision 0237) and `npm run preview`
 * (scripts/serving/prerender-choice.ts); nginx's `@app` location says the same in its own words.
 * Its one import is free of imports too: the worker bundles it.
 */
import { UI_LANGUAGES } from '../lib/api/types/languages';

/** The languages documents are prerendered in: every interface language; Arabic by default. */
export const DOCUMENT_LANGUAGES = UI_LANGUAGES;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** An allow list: a `lang` cookie holding anything else (or nothing) reads as Arabic. */
export const documentLanguage = (value: string | null | undefined): DocumentLanguage =>
  DOCUMENT_LANGUAGES.find((lang) => lang === value) ?? 'ar';

/** Where the prerendered files live under the site's root (dist/prerendered). */
export const PRERENDER_DIR = 'prerendered';

/**
 * The document of a route in a language, from the site's root: `/` is
 * /prerendered/ar/index.html, `/more/results` /prerendered/ar/more/results/index.html; null (a
 * route not rendered at build time) takes /prerendered/ar/shell.html. A trailing or doubled
 * slash reads as the route without it.
 */
export const prerenderedDocument = (lang: string, path: string | null): string =>
  (path === null
    ? `/${PRERENDER_DIR}/${lang}/shell.html`
    : `/${PRERENDER_DIR}/${lang}/${path}/index.html`
  ).replace(/\/{2,}/g, '/');

/** The last choice: the Arabic start shell, what a static host serves for every route. */
export const FALLBACK_DOCUMENT = '/index.html';

/**
 * The document for a navigation to `pathname` in `lang`, among the documents `has` says exist
 * (the worker's precache, the files of dist).
 */
export function chooseDocument(
  lang: DocumentLanguage,
  pathname: string,
  has: (document: string) => boolean,
): string {
  const candidates = [prerenderedDocument(lang, pathname), prerenderedDocument(lang, null)];
  return candidates.find(has) ?? FALLBACK_DOCUMENT;
}

/** The part of the Cookie Store API the worker uses (Chromium, Android WebView, Safari 18.4+). */
export interface LanguageCookies {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/**
 * The player's language as the worker can know it: a worker cannot read a request's Cookie
 * header, so the `lang` cookie comes from the Cookie Store API. Without one (an older browser),
 * or if it fails, Arabic: what every navigation got before.
 */
export async function cookieStoreLanguage(
  cookies: LanguageCookies | undefined,
): Promise<DocumentLanguage> {
  try {
    return documentLanguage((await cookies?.get('lang'))?.value);
  } catch {
    return 'ar';
  }
}
