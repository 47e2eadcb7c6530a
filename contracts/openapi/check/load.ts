import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentName } from '../build/document';
import type { ReplayedInteraction } from './replay';
import type { Document } from './walk';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const read = <T>(path: string) => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8')) as T;

/** A committed OpenAPI document. */
export const loadDocument = (name: DocumentName) =>
  read<Document>(`contracts/openapi/${name}.json`);

/**
 * Each lottery pact with its provider's document: the spec's pact the spec's API; the extensions
 * pact the extensions document, which holds the spec's calls too (the pact pins extension
 * behaviour of them, such as Idempotency-Key). The CMS pact has its own document (cms.json,
 * decision 0296), compared in pacts.test.ts and replayed in fake-answers-cms.test.ts.
 */
export function lotteryPacts() {
  const api = loadDocument('lottery-api');
  const extensions = loadDocument('lottery-api-extensions');
  const pact = (file: string) =>
    read<{ interactions: ReplayedInteraction[] }>(`contracts/pacts/${file}`).interactions;
  return [
    { name: 'lottery-api', interactions: pact('lottery-web-lottery-api.json'), documents: [api] },
    {
      name: 'lottery-api-extensions',
      interactions: pact('lottery-web-lottery-api-extensions.json'),
      documents: [extensions],
    },
  ];
}
