import type { Method, Resolver, Route } from './types';

const of =
  (method: Method) =>
  (path: string, resolve: Resolver): Route => ({ method, path, resolve });

/** Builds route-table entries with msw's `http.get(path, resolver)` shape. */
export const route = {
  get: of('GET'),
  post: of('POST'),
  put: of('PUT'),
  patch: of('PATCH'),
  delete: of('DELETE'),
  /** Every method (the gate and the 404 fall-backs). */
  all: of('*'),
};
