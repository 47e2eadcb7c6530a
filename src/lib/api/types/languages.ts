/**
 * The interface languages, Arabic first (the default), and the content service's locale for
 * each: the one list the app, the prerender, the worker and the fake read. Free of imports: the
 * service worker bundles it through src/prerender/document-choice.ts.
 */
export const UI_LANGUAGES = ['ar', 'en', 'ku'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Strapi's locale of each interface language (Sorani is `ckb`); English is Strapi's default. */
export const CMS_LOCALE_OF = {
  en: 'en',
  ar: 'ar-IQ',
  ku: 'ckb',
} as const satisfies Record<UiLanguage, string>;
export type CmsLocale = (typeof CMS_LOCALE_OF)[UiLanguage];
export const CMS_LOCALES: readonly CmsLocale[] = Object.values(CMS_LOCALE_OF);
