import { UI_LANGUAGES, type UiLanguage } from '@/lib/api/types/languages';

export { UI_LANGUAGES };

/** The interface languages; `zh` only comes from the /cn route and falls back to English texts. */
export type AppLanguage = UiLanguage | 'zh';

export const DEFAULT_LANGUAGE: UiLanguage = 'ar';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  ar: 'العربية',
  ku: 'کوردی',
};

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  value === 'zh' || UI_LANGUAGES.some((lang) => lang === value);

/**
 * Arabic and Sorani Kurdish are written right to left. i18next's own dir('ku') answers ltr
 * (it knows `ckb`, not `ku`), so direction comes from here only.
 */
export const directionOf = (lang: AppLanguage): 'rtl' | 'ltr' =>
  lang === 'ar' || lang === 'ku' ? 'rtl' : 'ltr';

/** The `lang` attribute: BCP 47 for Sorani is `ckb`. */
export const htmlLangOf = (lang: AppLanguage): string => (lang === 'ku' ? 'ckb' : lang);
