import type * as z from 'zod/mini';
import { DEFINITIONS, type DefinedCall } from '../../src/lib/api/contract';
import type { CallRequest } from '../../src/lib/api/contract/define';
import { routeOf } from '../../src/lib/api/contract/route-of';
import { validBody, validParams, validQuery } from '../handlers/validate';
import type { FakeRequest, Params, Resolver, Route } from './types';

/** The schema of a part of the call's request, or undefined when the call has none. */
type Part<Id extends DefinedCall, K extends keyof CallRequest> = (typeof DEFINITIONS)[Id] extends {
  request: infer R;
}
  ? R extends { [P in K]: infer S extends z.ZodMiniType }
    ? S
    : undefined
  : undefined;

/** A reader of a part the call defines; none (a type error to call) for a part it does not. */
type Reader<S, Read> = S extends z.ZodMiniType ? Read : undefined;

/**
 * A call's input, checked against its definition's schemas where the handler asks for it (so a
 * handler still decides whether a missing token answers 401 before a malformed input's 400).
 */
export interface Input<Id extends DefinedCall> {
  query: Reader<
    Part<Id, 'query'>,
    (request: FakeRequest) => z.output<Part<Id, 'query'> & z.ZodMiniType>
  >;
  body: Reader<
    Part<Id, 'body'>,
    (request: FakeRequest) => Promise<z.output<Part<Id, 'body'> & z.ZodMiniType>>
  >;
  params: Reader<
    Part<Id, 'params'>,
    (params: Params) => z.output<Part<Id, 'params'> & z.ZodMiniType>
  >;
}

/** A schema the definition must have: a handler reading an input its call does not define fails. */
function needed<S>(schema: S | undefined, id: DefinedCall, part: string): S {
  if (schema === undefined) throw new Error(`${id} defines no request ${part}`);
  return schema;
}

/**
 * The route of one lottery call (decision 0298): method, path and request schemas come from its
 * definition; `make` gets the call's typed input readers and returns the resolver.
 */
export function callRoute<Id extends DefinedCall>(
  base: string,
  id: Id,
  make: (input: Input<Id>) => Resolver,
): Route {
  const { method, path } = routeOf(id);
  const request: CallRequest = (DEFINITIONS[id] as { request?: CallRequest }).request ?? {};
  const input = {
    query: (from: FakeRequest) => validQuery(from, needed(request.query, id, 'query')),
    body: async (from: FakeRequest) => validBody(from, needed(request.body, id, 'body')),
    params: (params: Params) => validParams(params, needed(request.params, id, 'params')),
  } as unknown as Input<Id>;
  const schemas = Object.fromEntries(
    Object.entries(request).filter(([, schema]) => schema !== undefined),
  );
  return { method, path: `${base}${path}`, resolve: make(input), schemas, call: id };
}
