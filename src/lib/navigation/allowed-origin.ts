/**
 * A redirect origin from a query string is followed only when it is exactly one of the allowed
 * origins: parsed with URL (scheme, host and port compared, no prefix tests), never a bare string.
 */
export function isAllowedOrigin(value: string | null, allowed: readonly string[]): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  // Only an origin is expected: "https://host[:port]" with nothing after it (a trailing slash is fine).
  if (url.pathname !== '/' || url.search || url.hash) return false;
  return allowed.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** The app's own origin is the only place a payment may send the player back to. */
export const appOrigins = (): string[] =>
  typeof window === 'undefined' ? [] : [window.location.origin];
