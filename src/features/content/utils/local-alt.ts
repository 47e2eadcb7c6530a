/** Arabic-script letters: Arabic and Sorani text has them, English text has none. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/**
 * Alt text in the page's language. Strapi's media library is not localised, so an image's
 * alternativeText is usually English even on Arabic and Kurdish pages; there the localised
 * `fallback` (the page or article title) is read instead, unless the CMS wrote the alt text in
 * Arabic script.
 */
export function localAlt(alt: string | null | undefined, lang: string, fallback: string): string {
  const text = alt?.trim() ?? '';
  if (lang === 'en') return text || fallback;
  return text && ARABIC_SCRIPT.test(text) ? text : fallback;
}
