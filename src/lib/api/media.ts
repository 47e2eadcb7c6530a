import type { StrapiMedia } from './types';
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

/** A CMS image's attributes: the file's own size, and every size the CMS made of it for srcset. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * Strapi keeps the original and the smaller `formats` it made (thumbnail 245, small 500, medium
 * 750, large 1000 wide), all with the same aspect ratio: the browser picks from srcset by `sizes`.
 */
export function responsiveImage(
  media: StrapiMedia | null | undefined,
): ResponsiveImage | undefined {
  const src = mediaUrl(media?.url);
  if (!media || !src) return undefined;
  const files = [...Object.values(media.formats ?? {}), media]
    .filter((file) => file.url && file.width > 0)
    .sort((a, b) => a.width - b.width);
  const srcSet = files.map((file) => `${mediaUrl(file.url)} ${file.width}w`).join(', ');
  return { src, srcSet, width: media.width, height: media.height };
}
