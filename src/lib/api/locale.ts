/**
 * The UI language as the adapter sees it. The shell calls `setApiLanguage` whenever the language
 * changes, so lib/api never imports i18n.
 */
let language = 'ar';

export const setApiLanguage = (lang: string): void => {
  language = lang;
};

export const getApiLanguage = (): string => language;

export type CmsLocale = 'en' | 'ar-IQ' | 'ckb';

const CMS_LOCALES: Record<string, CmsLocale> = { ar: 'ar-IQ', en: 'en', ku: 'ckb' };

/** The content service's locale for a UI language; any other language reads English. */
export const toCmsLocale = (lang: string = language): CmsLocale => CMS_LOCALES[lang] ?? 'en';

/** Section 4: preview mode is set by a `preview` parameter in the page URL (none in Node). */
export const isPreviewMode = (): boolean =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('preview');

/** Query parameters every content request carries (section 7). */
export const cmsParams = (): Record<string, string> =>
  isPreviewMode() ? { locale: toCmsLocale(), status: 'preview' } : { locale: toCmsLocale() };
