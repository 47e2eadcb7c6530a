import type { Page } from '@playwright/test';

export type Lang = 'ar' | 'en' | 'ku';

export const LANGS: readonly Lang[] = ['ar', 'en'];

/** The direction the app must set for a language. */
export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'en' ? 'ltr' : 'rtl');

/**
 * Stores the language before any page script runs (same key as the app: `language`), and its
 * `lang` cookie, as a returning player has them: the server sends the first screen prerendered in
 * that language (decision 0232), not the Arabic one that React then replaces.
 */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript((value) => {
    window.localStorage.setItem('language', value);
  }, lang);
}
