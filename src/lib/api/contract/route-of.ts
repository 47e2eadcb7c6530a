import { DEFINITIONS, type DefinedCall } from '.';

/** Where a call is served: its method and its path below the lottery base (`/orders/:orderId`). */
export interface CallRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/**
 * A call's method and path: the one reader of them (decision 0298), for the fake's route table,
 * the OpenAPI generator and the tests, so that where they are kept can change in this one place.
 */
export function routeOf(id: DefinedCall): CallRoute {
  const { method, path } = DEFINITIONS[id];
  return { method, path };
}
