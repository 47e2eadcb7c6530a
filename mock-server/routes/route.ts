import { callRoute } from './call';
import type { Method, Resolver, Route, RouteSchemas } from './types';

const of =
  (method: Method) =>
  (path: string, resolve: Resolver, schemas: RouteSchemas = {}): Route => ({
    method,
    path,
    resolve,
    schemas,
  });

/**
 * Builds route-table entries with msw's `http.get(path, resolver)` shape, plus the schemas the
 * resolver validates its input with: the one table of routes and their request schemas.
 */
export const route = {
  get: of('GET'),
  post: of('POST'),
  put: of('PUT'),
  patch: of('PATCH'),
  delete: of('DELETE'),
  /** Every method (the gate and the 404 fall-backs). */
  all: of('*'),
  /** A lottery call's route, all but its resolver from the call's definition (decision 0298). */
  call: callRoute,
};
