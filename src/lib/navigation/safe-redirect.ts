import { PATHS, REDIRECT_PATHS } from './routes';

// A base that can never be the app's own origin: only relative targets keep it.
const BASE = 'https://app.invalid';

/**
 * The login return target, checked against the app's own paths (never an open redirect):
 * the value is parsed as a URL and its origin and path compared exactly. Anything else gives `fallback`.
 */
export function safeRedirect(
  target: string | null | undefined,
  allowed: ReadonlySet<string> = allowedPaths(),
  fallback: string = PATHS.home,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  if (!allowed.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Fixed paths plus the CMS content pages (their paths come from the navigation query). */
export function allowedPaths(contentPaths: readonly string[] = []): ReadonlySet<string> {
  return new Set([...REDIRECT_PATHS, ...contentPaths]);
}

/** `/login?redirect=<path>` for a page that needs login. */
export function loginPathFor(pathWithSearch: string): string {
  return `${PATHS.login}?${new URLSearchParams({ redirect: pathWithSearch }).toString()}`;
}
