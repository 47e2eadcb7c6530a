import type { Method } from '../call-policy';
import { CALLS, type CallId } from '../calls';

type RouteOf<K extends CallId> = (typeof CALLS)[K]['route'];

/** A call's path in the fake's syntax (`/users/favourites/:favouriteId`), as a literal type. */
export type PathOf<K extends CallId> = RouteOf<K> extends `${Method} ${infer P}` ? P : never;

type NamesIn<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | NamesIn<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** The `:params` of a call's path; `never` when it has none. */
export type PathParamName<K extends CallId> = NamesIn<PathOf<K>>;

/** The values of a call's path parameters, each encoded into the URL by `urlOf`. */
export type PathParams<K extends CallId> = { [N in PathParamName<K>]: string | number };

/**
 * Where a call goes and how it is called, from its row in `CALLS` (decision 0299): the one
 * function every reader of a call's method and path goes through (adapter, OpenAPI, tests, fake).
 * Zod-free: the start route's adapter builds its URLs with it.
 */
export function routeOf<K extends CallId>(id: K): { method: Method; path: PathOf<K> } {
  const [method, path] = CALLS[id].route.split(' ');
  return { method: method as Method, path: path as PathOf<K> };
}

/**
 * The path with each `:param` filled in, URI-encoded. `CallInput` makes a caller pass every one
 * (the start route carries no runtime check for it).
 */
export const urlOf = (path: string, params: Readonly<Record<string, string | number>> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] as string | number));
