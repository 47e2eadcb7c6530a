import { CALLS, type CallId, type CallPolicy } from '../../../src/lib/api/calls';
import type { CallRequest } from '../../../src/lib/api/contract/define';
import { routeOf } from '../../../src/lib/api/contract/route-of';
import { answerName, isAnsweredCall, isCheckedCall } from './answers';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { examplesOf, type Example } from './examples';
import type { OperationInfo } from './operation-info';

const isIdempotent = (id: CallId): boolean => {
  const policy: CallPolicy = CALLS[id];
  return policy.idempotent === true;
};

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const REFUSALS: Record<number, string> = {
  400: 'Bad input or a refusal (VALIDATION_FAILED and the codes of section 8)',
  401: 'No valid bearer token (UNAUTHORIZED)',
  402: 'Payment refused (INSUFFICIENT_BALANCE)',
  403: 'Not allowed now (time-out, terms, blocked or self-excluded account)',
  404: 'No such resource (NOT_FOUND)',
  409: 'Conflicts with the current state',
  413: 'Body larger than 64 KiB (PAYLOAD_TOO_LARGE)',
  422: 'A limit would be exceeded, or an Idempotency-Key was reused for another request',
  429: 'Too many attempts',
};

/** `:name` segments as OpenAPI's `{name}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(where: 'path' | 'query', schema: JsonSchema | undefined) {
  // `required` comes from the schema (zod's required keys and the fake's `asked()` fields).
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function securityOf(id: OperationInfo['id']) {
  const { auth } = CALLS[id];
  if (auth === 'required') return [{ bearer: [] }];
  if (auth === 'optional') return [{}, { bearer: [] }];
  return []; // public: stated, so that a provider does not guess
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Extension: a repeat under the same key gets the first answer (24 h).',
  schema: { type: 'string', maxLength: 128 },
};

/** JSON content with the pacts' examples of this answer, keyed by a slug of their names. */
function content(schema: JsonSchema, examples: Example[]) {
  const named = examples.map(({ summary, value }) => [
    summary.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''),
    { summary, value },
  ]);
  return {
    'application/json': {
      schema,
      ...(named.length > 0 ? { examples: Object.fromEntries(named) } : {}),
    },
  };
}

function responsesOf(info: OperationInfo, request: CallRequest, path: string) {
  const example = (status: number) => examplesOf(routeOf(info.id).method, path, status);
  const ok = info.ok ?? 200;
  const schema = isAnsweredCall(info.id)
    ? { $ref: `#/components/schemas/${answerName(info.id)}` }
    : {};
  const description = isCheckedCall(info.id)
    ? 'Done. The client checks this answer field by field; one it cannot read is an unknown outcome'
    : 'Done';
  // A call with no answer body: 200 or 204, as Spring answers a void method either way.
  const success =
    ok === 204
      ? { 200: { description: 'Done, no body' }, 204: { description: 'Done, no body' } }
      : { [ok]: { description, content: content(schema, example(ok)) } };
  const derived = [
    ...(request.query || request.body || request.params ? [400] : []),
    ...(CALLS[info.id].auth === 'required' ? [401] : []),
    ...(request.params ? [404] : []),
    ...(request.body ? [413] : []),
    ...(isIdempotent(info.id) ? [422] : []),
  ];
  const statuses = [...new Set([...derived, ...(info.refusals ?? [])])].sort((a, b) => a - b);
  const errors = Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: REFUSALS[status] ?? 'Refused', content: content(ERROR_REF, example(status)) },
    ]),
  );
  return { ...success, ...errors };
}

/**
 * One OpenAPI operation from a call's definition (`path` below the lottery base): its request
 * and answer schemas, the app's call table and the pacts' examples.
 */
export function operationOf(info: OperationInfo, path: string): JsonSchema {
  const request = info.request ?? {};
  const { query, body, params } = request;
  const parameters = [
    ...parametersOf('path', params && jsonSchemaOf(params)),
    ...parametersOf('query', query && jsonSchemaOf(query)),
    ...parametersOf('query', info.unreadQuery),
    ...(isIdempotent(info.id) ? [IDEMPOTENCY_KEY] : []),
  ];
  const security = securityOf(info.id);
  return {
    operationId: info.id,
    summary: info.summary,
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(body) } },
          },
        }
      : {}),
    responses: responsesOf(info, request, path),
  };
}
