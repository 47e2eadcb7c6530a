import type { JsonSchema } from '../build/json-schema';
import type { Document } from './walk';

export interface Found {
  document: Document;
  path: string;
  operation: JsonSchema;
}

const templateMatches = (template: string, path: string) =>
  new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(path);

/** The operation a request goes to in these documents, or null. */
export function findOperation(documents: Document[], method: string, path: string): Found | null {
  for (const document of documents)
    for (const [template, item] of Object.entries(document.paths as Record<string, JsonSchema>)) {
      const operation = item[method.toLowerCase()] as JsonSchema | undefined;
      if (operation && templateMatches(template, path))
        return { document, path: template, operation };
    }
  return null;
}

type Response = { content?: Record<string, { schema: JsonSchema }> };

/** The response schema of a status (undefined: the status is not declared; {} unchecked). */
export function responseSchema(found: Found, status: number): JsonSchema | undefined {
  const responses = found.operation.responses as Record<string, Response>;
  const response = responses[String(status)];
  if (!response) return undefined;
  return response.content?.['application/json']?.schema ?? {};
}

export const queryNames = (operation: JsonSchema) =>
  ((operation.parameters ?? []) as { name: string; in: string }[])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);

export function requestBodySchema(operation: JsonSchema): JsonSchema | undefined {
  const body = operation.requestBody as Response | undefined;
  return body?.content?.['application/json']?.schema;
}
