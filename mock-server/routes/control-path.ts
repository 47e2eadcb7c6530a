/**
 * Whether a request path reaches the QA control API, in any spelling the router or a proxy could
 * read as it: the router matches case-insensitively (routes/match.ts) and a world's calls live
 * under `/w/{id}`, so a guard that tested `/__control` as written let `/__CONTROL/reset` and
 * `/__Control/inbox` through (issue 39). The answer errs towards "yes": percent-escapes are
 * decoded (twice, for a proxy that decodes once more), backslashes read as slashes, runs of
 * slashes as one, and a `__control` segment anywhere counts; no lottery or CMS path has one.
 */
export function isControlPath(pathname: string): boolean {
  // A request line is at most node's header limit (16 KiB): the work here is linear in that.
  let path = pathname;
  for (let round = 0; round < 2 && path.includes('%'); round++) path = decodeLoosely(path);
  path = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return /(?:^|\/)__control(?:\/|$)/.test(path);
}

/** Decodes every valid `%XX` escape, leaving a malformed one as it is (never throws). */
function decodeLoosely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%[0-9a-f]{2}/gi, (escape) => {
      const code = parseInt(escape.slice(1), 16);
      return code < 0x80 ? String.fromCharCode(code) : escape;
    });
  }
}
