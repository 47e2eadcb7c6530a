import { answerSchema, isAnsweredCall } from '../build/answers';
import { responseSchema, type Found } from './operations';
import { driftsOf } from './walk';

/** What the zod schema a 2xx answer's document schema was generated from finds (types, values). */
function zodProblems(found: Found, status: number, body: unknown): string[] {
  const id = String(found.operation.operationId);
  if (status >= 300 || !isAnsweredCall(id)) return [];
  const parsed = answerSchema(id).safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `$.${issue.path.join('.')} ${issue.message}`);
}

/**
 * The problems of an answer against the operation's response for its status: an undeclared
 * status; fields the document's schema lacks or requires; and what the zod schema the document
 * was generated from finds (types and values). No JSON-Schema validator is a dependency here
 * (ajv is only eslint's draft-07 one), hence zod for the types.
 */
export function answerProblems(found: Found, status: number, body: unknown): string[] {
  const schema = responseSchema(found, status);
  if (schema === undefined) return [`status ${status} is not declared`];
  if (status === 204) return body === undefined ? [] : ['a body on a 204'];
  if (body === undefined) return ['no body'];
  return [
    ...driftsOf(body, schema, found.document, { required: true }),
    ...zodProblems(found, status, body),
  ];
}
