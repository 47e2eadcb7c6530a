/**
 * The security headers of the served app: one list for `vite preview` (scripts/serving/preview.ts)
 * and the nginx image (docker/app, via the template written by scripts/serving/nginx-headers.ts).
 * The origins come from the same environment as config.json.
 */

import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '../../src/prerender/early-taps.ts';
import type { RuntimeConfigJson } from './runtime-config.ts';

/**
 * The one inline script the app has, the prerendered pages' early-tap contract (decision 0260),
 * allowed by the hash of its text: no other inline script runs.
 */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The video host iframes may show (src/lib/sanitize/config.ts VIDEO_HOSTS). */
export const VIDEO_ORIGINS = ['https://www.youtube.com', 'https://youtube.com'];

export interface HeaderOrigins {
  /** Where the app calls: lottery API, CMS API, CMS media. */
  connect: string[];
  /** Where images come from besides the app itself: CMS media. */
  img: string[];
  /** The card-payment page's origins (paymentIFrameUrl). */
  payment: string[];
}

/** The origin of an absolute url; an empty string for anything else. */
export function originOf(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))].join(' ');

/**
 * Origins from the runtime config (config.json, or the environment it is written from); card
 * payments from CARD_PAYMENT_ORIGINS (space-separated), else the lottery API's origin (the bundled
 * fake serves its card page there).
 */
export function originsOf(
  config: Partial<RuntimeConfigJson> | null,
  paymentOrigins?: string,
): HeaderOrigins {
  const api = originOf(config?.lotteryApiBaseUrl);
  const media = originOf(config?.cmsMediaBaseUrl);
  const payment = paymentOrigins ? paymentOrigins.split(/\s+/).map(originOf) : [api];
  return { connect: [api, originOf(config?.cmsBaseUrl), media], img: [media], payment };
}

/**
 * Scripts only from the app's own origin and the early-tap script by its hash (no other inline
 * script, no eval). Styles allow
 * 'unsafe-inline' because styled-components writes <style> tags at runtime and the prerendered
 * first screens carry theirs (decision 0232); see docs/decisions/0022-content-security-policy.md
 * and 0240 (why neither a nonce nor a hash can replace it).
 */
export function contentSecurityPolicy(origins: HeaderOrigins): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${EARLY_TAPS_HASH}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${unique(["'self'", 'data:', 'blob:', ...origins.img])}`,
    `connect-src ${unique(["'self'", ...origins.connect])}`,
    `frame-src ${unique([...origins.payment, ...VIDEO_ORIGINS])}`,
    `font-src 'self'`,
    `media-src ${unique(["'self'", ...origins.img])}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Sent over TLS only: browsers then refuse plain HTTP to this host for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every header both servers send on every response; with `tls`, HSTS too (nginx sends it through
 * `$hsts`, empty on plain HTTP: scripts/serving/nginx-headers.ts).
 */
export function securityHeaders(
  origins: HeaderOrigins,
  { tls = false }: { tls?: boolean } = {},
): Record<string, string> {
  return {
    ...(tls ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The app uses none of these; the card page keeps its own frame's defaults.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), bluetooth=()',
  };
}
