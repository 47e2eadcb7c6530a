import type { Page } from '@playwright/test';

export type Lang = 'ar' | 'en' | 'ku';

export const LANGS: readonly Lang[] = ['ar', 'en'];

/** The direction the app must set for a language. */
export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'en' ? 'ltr' : 'rtl');

/** Stores the language before any page script runs (same key as the app: `language`). */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('language', value);
  }, lang);
}
