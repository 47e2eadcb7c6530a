import { storage, STORAGE_KEYS } from '@/lib/storage';
import { DEFAULT_LANGUAGE, isAppLanguage, type AppLanguage } from './languages';

/** A year: the choice outlives the session, as the stored language does. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The player's language, persisted in one holder: the `language` storage key of section 9 (the
 * Android wrapper reads it too). i18next holds the language of the texts on screen; lib/api
 * holds none (each content call is given its caller's language).
 */
export function heldLanguage(): AppLanguage {
  const value = storage.get(STORAGE_KEYS.language);
  return isAppLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Keeps `lang` and mirrors it, from here only, into the `lang` cookie: servers cannot read
 * storage, and nginx, `npm run preview` and the service worker pick the prerendered first screen
 * by that cookie (decision 0232), so it never says another language than the holder. Chinese
 * shows English texts, so its cookie asks for English.
 */
export function holdLanguage(lang: AppLanguage): void {
  storage.set(STORAGE_KEYS.language, lang);
  if (typeof document === 'undefined') return;
  const value = lang === 'zh' ? 'en' : lang;
  document.cookie = `lang=${value}; path=/; max-age=${MAX_AGE_S}; SameSite=Lax`;
}
