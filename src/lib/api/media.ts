import { getRuntimeConfig } from '../config';

/** Already absolute: the CMS may hand out full addresses (e.g. from a cloud upload provider). */
const ABSOLUTE = /^(https?:)?\/\//i;

/**
 * The address of a CMS media file. Strapi answers `/uploads/...` relative to its host, so
 * relative urls get the runtime `cmsMediaBaseUrl` in front; empty means no image.
 */
export function mediaUrl(url?: string | null): string | undefined {
  if (!url) return undefined;
  if (ABSOLUTE.test(url)) return url;
  const base = getRuntimeConfig().cmsMediaBaseUrl.replace(/\/+$/, '');
  return `${base}/${url.replace(/^\/+/, '')}`;
}
