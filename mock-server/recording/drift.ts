import { answerProblems } from '../../contracts/openapi/check/answer';
import { loadDocument, lotteryPacts } from '../../contracts/openapi/check/load';
import { findOperation } from '../../contracts/openapi/check/operations';
import { MASK } from '../pipeline/mask';
import type { HarEntry } from './har';
import { pactDrifts } from './pact-drift';

/** The lottery path of a recorded URL (below `/lottery`, a world's `/w/{id}` dropped), or null. */
export function lotteryPath(url: string): string | null {
  const match = /^(?:\/w\/[^/]+)?(?:\/[^/]+)*?\/lottery(\/.*)$/.exec(new URL(url).pathname);
  return match?.[1] ?? null;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** JSON paths (zod's `$.a.0.b` form) whose value the recording masked: their types are unknown. */
function maskedPaths(value: unknown, at = '$', found: string[] = []): string[] {
  if (value === MASK) found.push(at);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) maskedPaths(item, `${at}.${key}`, found);
  return found;
}

/**
 * Every difference between a recording's lottery answers and the contracts: against the OpenAPI
 * documents (contracts/openapi/*.json, checked as the contracts suite checks the fake's answers)
 * and against the pacts (contracts/pacts/*.json). Empty: no drift. CMS and control calls are
 * not the lottery API's and are left out.
 */
export function driftReport(entries: HarEntry[]): string[] {
  const documents = [loadDocument('lottery-api'), loadDocument('lottery-api-extensions')];
  const interactions = lotteryPacts().flatMap((pact) => pact.interactions);
  return entries.flatMap((entry, index) => {
    const path = lotteryPath(entry.request.url);
    if (path === null) return [];
    const { method } = entry.request;
    const { status } = entry.response;
    const where = `#${index + 1} ${method} ${path} ${status}`;
    const body = parsed(entry.response.content.text);
    const found = findOperation(documents, method, path);
    if (!found) return [`${where}: no such operation in the OpenAPI documents`];
    const masked = maskedPaths(body);
    const openapi = answerProblems(found, status, body).filter(
      (problem) => !masked.some((at) => problem.startsWith(`${at} `)),
    );
    return [
      ...openapi.map((problem) => `${where}: OpenAPI: ${problem}`),
      ...pactDrifts(interactions, method, path, status, body)
        .filter(
          (diff) =>
            !masked.some((at) => diff.includes(`${at.replace(/\.(\d+)(?=\.|$)/g, '[$1]')} is`)),
        )
        .map((diff) => `${where}: ${diff}`),
    ];
  });
}
