import type { AppLanguage } from './languages';

/** A year: the choice outlives the session, as the stored language does. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Mirrors the UI language into a `lang` cookie: nginx and `npm run preview` read it to send the
 * first screen prerendered in that language and direction (decision 0232), so the page never
 * opens in Arabic and turns English. Chinese shows English texts, so it asks for English.
 */
export function mirrorLanguageCookie(lang: AppLanguage): void {
  if (typeof document === 'undefined') return;
  const value = lang === 'zh' ? 'en' : lang;
  document.cookie = `lang=${value}; path=/; max-age=${MAX_AGE_S}; SameSite=Lax`;
}
