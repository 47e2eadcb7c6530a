import { findOperation, queryNames, requestBodySchema, responseSchema } from './operations';
import { driftsOf, type Document } from './walk';

interface Body {
  content?: unknown;
}

/** What the comparison reads of a V4 HTTP interaction. */
export interface PactInteraction {
  description: string;
  request: { method: string; path: string; query?: Record<string, unknown>; body?: Body };
  response: {
    status: number;
    body?: Body;
    matchingRules?: { status?: { $?: { matchers?: { status?: unknown[] }[] } } };
  };
}

/** The statuses an interaction accepts: its status, or the list of a statusCode matcher. */
export function statusesOf(response: PactInteraction['response']): number[] {
  const listed = response.matchingRules?.status?.$?.matchers?.flatMap((m) => m.status ?? []);
  const numbers = (listed ?? []).filter((s): s is number => typeof s === 'number');
  return numbers.length > 0 ? numbers : [response.status];
}

/**
 * The drifts between one interaction and the OpenAPI documents: its method and path are an
 * operation; its query and body fields are declared; its status is declared; every field its
 * response expects is in that status's response schema. An empty list: no drift found.
 */
export function compareInteraction(interaction: PactInteraction, documents: Document[]): string[] {
  const { request, response } = interaction;
  const where = `${request.method} ${request.path} (${interaction.description})`;
  const found = findOperation(documents, request.method, request.path);
  if (!found) return [`${where}: no such operation`];
  const declared = new Set(queryNames(found.operation));
  const drifts = Object.keys(request.query ?? {})
    .filter((name) => !declared.has(name))
    .map((name) => `${where}: query ${name} is not declared`);
  if (request.body?.content !== undefined) {
    const schema = requestBodySchema(found.operation);
    if (!schema) drifts.push(`${where}: sends a body the operation does not declare`);
    else
      for (const drift of driftsOf(request.body.content, schema, found.document))
        drifts.push(`${where}: request ${drift}`);
  }
  const status = statusesOf(response).find((s) => responseSchema(found, s) !== undefined);
  if (status === undefined)
    return [...drifts, `${where}: status ${response.status} is not declared`];
  if (response.body?.content !== undefined) {
    const schema = responseSchema(found, status)!;
    for (const drift of driftsOf(response.body.content, schema, found.document))
      drifts.push(`${where}: response ${drift}`);
  }
  return drifts;
}

export const comparePact = (interactions: PactInteraction[], documents: Document[]) =>
  interactions.flatMap((interaction) => compareInteraction(interaction, documents));
