/**
 * The query flag telling the native wrapper (and the web app) that a link must open in the
 * external browser rather than inside the app.
 */
export const EXTERNAL_LINK_PARAM = 'external';

const MEDIA_FILE = /\.(jpe?g|gif|png|webp|svg|webm|mp4|mov)$/i;

/** True when the link points at a media file (section 5's list); these keep their address. */
export function isMediaFileUrl(url: URL): boolean {
  return MEDIA_FILE.test(url.pathname);
}

export interface MarkedLink {
  href: string;
  /** Leaves the app: opened in a new tab when the caller wants that. */
  external: boolean;
}

/**
 * Section 5: mailto links and http(s) links to another origin get `?external=true`; links to
 * media files are exempt (but still leave the app). Relative and same-origin links are untouched.
 */
export function markLink(href: string, appOrigin: string): MarkedLink {
  const value = href.trim();
  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return { href: value, external: false };
  }
  if (url.protocol === 'mailto:') {
    if (new URLSearchParams(url.search).has(EXTERNAL_LINK_PARAM))
      return { href: value, external: true };
    const separator = value.includes('?') ? '&' : '?';
    return { href: `${value}${separator}${EXTERNAL_LINK_PARAM}=true`, external: true };
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (!web || url.origin === appOrigin) return { href: value, external: false };
  if (isMediaFileUrl(url)) return { href: url.href, external: true };
  url.searchParams.set(EXTERNAL_LINK_PARAM, 'true');
  return { href: url.href, external: true };
}
