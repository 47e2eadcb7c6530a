import { CMS_LOCALE_OF, UI_LANGUAGES, type CmsLocale } from './types/languages';

/** The content service's locale for a UI language; any other language (zh) reads English. */
export const toCmsLocale = (lang: string): CmsLocale =>
  CMS_LOCALE_OF[UI_LANGUAGES.find((ui) => ui === lang) ?? 'en'];

const PREVIEW_KEY = 'preview';
const PREVIEW_OFF = ['0', 'false', 'off'];

/**
 * Section 4: preview mode is set by a `preview` parameter in the page URL (none in Node). It lasts
 * for the tab (sessionStorage), so an editor keeps seeing drafts after following an in-app link;
 * `?preview=off` (or 0, false) ends it.
 */
export const isPreviewMode = (): boolean => {
  if (typeof window === 'undefined') return false;
  const value = new URLSearchParams(window.location.search).get(PREVIEW_KEY);
  if (value !== null) {
    const on = !PREVIEW_OFF.includes(value.toLowerCase());
    if (on) sessionStorage.setItem(PREVIEW_KEY, 'true');
    else sessionStorage.removeItem(PREVIEW_KEY);
    return on;
  }
  return sessionStorage.getItem(PREVIEW_KEY) === 'true';
};

/**
 * A content request's query (section 7): its own parameters, the locale of the language its
 * caller asks in (the same language its query key holds, so a cached answer is never another
 * language's), and `status=preview` in preview mode.
 */
export const cmsLocaleParams = (
  lang: string,
  params: Record<string, string>,
): Record<string, string> => ({
  ...params,
  locale: toCmsLocale(lang),
  ...(isPreviewMode() ? { status: 'preview' } : {}),
});
