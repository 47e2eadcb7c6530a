/**
 * The `Link: rel=preconnect` header of index.html. The backend's hosts come from the
 * runtime config, which the page only reads after its scripts ran; from the header the browser
 * opens those connections (DNS, TCP, TLS: several round trips on 4G) while it still downloads
 * the scripts, so the first call and the first CMS picture do not pay for them.
 * docker/app/40-runtime-config.sh writes the same value for nginx.
 */
import type { RuntimeConfigJson } from './runtime-config.ts';
import { originOf } from './security-headers.ts';

/**
 * Calls go out with fetch in CORS mode without credentials, so their connections are the
 * `crossorigin` (anonymous) kind; pictures are plain <img>, the other kind. Relative addresses
 * (the app's own origin) need none. An empty string when nothing is to be opened.
 */
export function preconnectLink(config: Partial<RuntimeConfigJson> | null): string {
  const links = [
    ...[config?.lotteryApiBaseUrl, config?.cmsBaseUrl].map(
      (url) => `<${originOf(url)}>; rel=preconnect; crossorigin`,
    ),
    `<${originOf(config?.cmsMediaBaseUrl)}>; rel=preconnect`,
  ].filter((link) => !link.startsWith('<>'));
  return [...new Set(links)].join(', ');
}
