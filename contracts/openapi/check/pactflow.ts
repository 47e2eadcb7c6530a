import { Comparator } from '@pactflow/openapi-pact-comparator';
import type { Document } from './walk';

/** One finding of PactFlow's comparator, as its README prints them. */
export interface Finding {
  type: 'error' | 'warning';
  code: string;
  message: string;
  mockDetails?: { location?: string; value?: unknown };
}

/**
 * PactFlow's own comparison of a pact with an OpenAPI document (what PactFlow runs for
 * bi-directional contracts): every request an operation, its parameters and body valid, every
 * response status declared and its body valid against the schema (closed where the schema is).
 */
export async function comparePact(document: Document, pact: unknown): Promise<Finding[]> {
  const findings: Finding[] = [];
  // The comparator reads plain JSON; a clone keeps it from annotating the caller's objects.
  const comparator = new Comparator(structuredClone(document) as never);
  for await (const finding of comparator.compare(structuredClone(pact) as never))
    findings.push(finding as Finding);
  return findings;
}

/** `code at location: message`, the line a failing test prints. */
export const describeFinding = (f: Finding) =>
  `${f.type} ${f.code} at ${f.mockDetails?.location ?? '?'}: ${f.message}`;
