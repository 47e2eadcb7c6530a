import { VIDEO_HOSTS } from './config';

/**
 * True when an iframe may show this address: an absolute https url whose host (with any port)
 * is exactly one of the video hosts. Parsed with URL, so `youtube.com@evil.com` (host evil.com)
 * and `www.youtube.com.evil.com` fail, and no prefix or substring test is involved.
 */
export function isAllowedIframeSrc(src: string | null | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.host.toLowerCase());
}
