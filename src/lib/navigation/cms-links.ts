import { getRuntimeConfig } from '@/lib/config';
import { isAllowedOrigin } from './allowed-origin';

/**
 * Links the CMS hands the app. A route is path characters only (letters, digits, `-`, `_`, `/`):
 * no scheme, no `//` and no `\` (browsers read `/\host` as `//host`, another site). An external
 * link opens only when its origin is on the runtime config's allow list, with the same exact
 * origin check as the payment return. Anything else is dropped and logged for the content team.
 */
const ROUTE = /^\/?[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

const drop = (url: string, why: string): null => {
  console.warn(`[cms] dropped link ${JSON.stringify(url.slice(0, 200))}: ${why}`);
  return null;
};

/** `more/about/` → `/more/about`; null (logged) for anything that is not a plain path. */
export function cmsRoutePath(url: string): string | null {
  const trimmed = url.trim();
  if (!ROUTE.test(trimmed)) return drop(url, 'not a plain path');
  return `/${trimmed.replace(/^\/|\/$/g, '')}`;
}

/** The origins a CMS link may leave the app for (config.json `externalLinkOrigins`). */
export function externalLinkOrigins(): string[] {
  const origins = getRuntimeConfig().externalLinkOrigins;
  return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
}

/** An https link to an allowed origin, as given; null (logged) otherwise. */
export function cmsExternalLink(url: string, allowed = externalLinkOrigins()): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return drop(url, 'not a URL');
  }
  if (parsed.protocol !== 'https:') return drop(url, 'not https');
  if (parsed.username || parsed.password) return drop(url, 'credentials in the URL');
  if (!isAllowedOrigin(parsed.origin, allowed)) return drop(url, 'origin not allowed');
  return parsed.href;
}

export type CmsLinkTarget = { kind: 'route'; to: string } | { kind: 'external'; to: string };

/** A CMS url with a scheme is external; anything else must be a route. */
export function cmsLinkTarget(url: string): CmsLinkTarget | null {
  if (/^\s*[a-z][a-z0-9+.-]*:/i.test(url)) {
    const to = cmsExternalLink(url);
    return to ? { kind: 'external', to } : null;
  }
  const to = cmsRoutePath(url);
  return to ? { kind: 'route', to } : null;
}
