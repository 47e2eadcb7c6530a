import type * as z from 'zod/mini';
import type { DefinedCall } from '../../src/lib/api/contract';
import type { World } from '../world/state';

/**
 * The fake's handlers are written once against these types (decision 0150): the standalone node
 * host calls them directly, and msw handlers for tests and the browser are generated from them.
 */

/** What a handler reads of a request: a Fetch Request satisfies it, and so does the node host's. */
export interface FakeRequest {
  readonly method: string;
  /** The absolute URL, at the origin the handlers were created for. */
  readonly url: string;
  readonly headers: { get(name: string): string | null; entries(): Iterable<[string, string]> };
  /** The body as text; read it through `textOf` (a Fetch body can be read only once). */
  text(): Promise<string>;
}

export type Params = Record<string, string | readonly string[] | undefined>;

/** A handler's answer, plain data: the host turns it into bytes (or msw into a Response). */
export interface Answer {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** A value to send as JSON (`'json' in answer`). */
  readonly json?: unknown;
  /** Text or bytes to send as they are; the headers give the type. */
  readonly raw?: string | Uint8Array;
}

export interface Info {
  request: FakeRequest;
  params: Params;
  /** The world the request acts on (its `/w/{id}` prefix, or the default world). */
  world: World;
}

/** Undefined hands the request on to the next route that matches (the scenario gate does). */
export type Resolver = (info: Info) => Answer | undefined | Promise<Answer | undefined>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';

/**
 * The schemas a route's handler checks its query, body and path against: a lottery call's come
 * from its definition (zod/mini, src/lib/api/contract), the control API's are zod.
 */
export interface RouteSchemas {
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  params?: z.core.$ZodObject;
}

export interface Route {
  method: Method;
  /** msw's path syntax at an origin: `http://host/lottery/orders/:orderId`, `…/cms/*`. */
  path: string;
  resolve: Resolver;
  /** What the handler validates (the bad-input test sends its fields malformed values). */
  schemas: RouteSchemas;
  /** The lottery call the route serves (`route.call`), whose definition gives path and schemas. */
  call?: DefinedCall;
}
