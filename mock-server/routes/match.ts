import type { Params, Route } from './types';

/** A compiled path: an exact string, or a pattern with named parameters and `*` wildcards. */
interface Compiled {
  route: Route;
  exact: string | null;
  pattern: RegExp | null;
  names: string[];
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** msw's matching (path-to-regexp): `:name` is one segment, `*` anything, a trailing `/` optional. */
function compile(route: Route, origin: string): Compiled {
  const path = route.path.startsWith(origin) ? route.path.slice(origin.length) : route.path;
  if (!/[:*]/.test(path))
    return { route, exact: path.replace(/\/$/, '').toLowerCase(), pattern: null, names: [] };
  const names: string[] = [];
  const source = path
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '(?:.*)';
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+?)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { route, exact: null, pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

export interface Match {
  route: Route;
  params: Params;
}

/**
 * The routes for a method and path, in table order (the gate first, fall-backs last). Paths are
 * matched below `origin`, whatever Host the request came to.
 */
export function createRouter(routes: Route[], origin: string) {
  const compiled = routes.map((route) => compile(route, origin));
  const byMethod = new Map<string, Compiled[]>();
  const forMethod = (method: string) => {
    let list = byMethod.get(method);
    if (!list) {
      list = compiled.filter((c) => c.route.method === '*' || c.route.method === method);
      byMethod.set(method, list);
    }
    return list;
  };
  return function* matches(method: string, pathname: string): Generator<Match> {
    // A trailing slash is optional: exact paths are compared without it, patterns allow it.
    const lower = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
    for (const c of forMethod(method.toUpperCase())) {
      if (c.exact !== null) {
        if (c.exact === lower) yield { route: c.route, params: {} };
        continue;
      }
      const found = c.pattern?.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      c.names.forEach((name, i) => (params[name] = decode(found[i + 1] ?? '')));
      yield { route: c.route, params };
    }
  };
}
