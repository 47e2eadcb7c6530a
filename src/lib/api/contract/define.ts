import type * as z from 'zod/mini';
import type { CallId } from '../calls';
import type { Known } from '../schemas/same';

/**
 * One backend call, defined once (decision 0291): what the OpenAPI operation, the answer check,
 * the answer's TypeScript type (`z.infer`, `AnswerOf`) and the fake's answer check are derived
 * from. Where it goes (`METHOD /path`) and its policy are its row in `CALLS` (calls.ts) under the
 * same id, read through `routeOf` (decision 0299): the start route carries that table and no zod
 * (decision 0176), and the adapter function builds its URL from it.
 */
export interface CallDefinition {
  /** The operation's summary: what a provider implements (OpenAPI). */
  summary: string;
  /** An extension call (lottery-api-extensions only; a 404 hides the feature). */
  extension?: true;
  /** The success status when not 200 (204: no body). */
  ok?: 201 | 204;
  /**
   * The answer: its component name in the documents and its schema. The app checks it field by
   * field (money and tickets) unless `checked: false`: then it is documented and the fake's
   * answers are held to it, but the app reads it unchecked (decision 0202).
   */
  answer?: { name: string; schema: z.ZodMiniType; checked?: false };
  /**
   * What the call sends, checked by the fake and documented (decision 0298): path parameters,
   * query and body, with the refusal codes a field answers (`{ error: 'INVALID_CITY' }`).
   */
  request?: CallRequest;
  /** Query parameters the spec names that the fake accepts without reading them (JSON Schema). */
  unreadQuery?: {
    properties: Readonly<Record<string, Record<string, unknown>>>;
    required?: string[];
  };
  /**
   * 4xx statuses beyond the derived ones (400 bad input, 401, 404 unknown id, 413, 422 key); the
   * `details` of each code are typed once for all calls (src/lib/api/schemas/refusals.ts).
   */
  refusals?: readonly number[];
}

/** A call's request schemas; `asked()` fields are required of callers, optional in the check. */
export interface CallRequest {
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
}

/** A group of definitions keyed by the app's call id (the operationId). */
export const defineCalls = <const T extends Partial<Record<CallId, CallDefinition>>>(calls: T) =>
  calls;

/**
 * The app's type of what a schema reads (`z.infer`), without the index signature of loose
 * objects: a key the app does not know may come, but the app reads only the keys it names.
 */
export type Infer<S extends z.ZodMiniType> = Known<z.output<S>>;
