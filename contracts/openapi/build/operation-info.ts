import type { DefinedCall } from '../../../src/lib/api/contract';
import type { CallRequest } from '../../../src/lib/api/contract/define';
import type { JsonSchema } from './json-schema';

/**
 * What the code cannot say about each lottery route of the fake: the app's name for the call (its
 * operationId, which also gives its auth need and answer schema), a summary, whether it is an
 * extension call, and the refusals it answers beyond the ones derived from its schemas (400 bad
 * input, 401 no player, 404 unknown id, 413 body too large); the pact comparison fails on a
 * status a pact expects that is not declared. The generator fails on a route
 * missing here, and on an entry no route has.
 */
export interface OperationInfo {
  id: DefinedCall;
  summary: string;
  /** An extension call (lottery-api-extensions); the spec's calls are in lottery-api. */
  extension?: true;
  /** The success status when it is not 200 (204: no body). */
  ok?: 201 | 204;
  /** What the call sends: its path, query and body schemas (the definition's). */
  request?: CallRequest;
  /** Query parameters the spec names that the fake accepts without reading them (JSON Schema). */
  unreadQuery?: { properties: Readonly<Record<string, JsonSchema>>; required?: string[] };
  /** Further 4xx statuses it answers (the body's `status` code says which refusal). */
  refusals?: readonly number[];
}
