import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { json, text } from '../../routes/answer';
import type { Answer } from '../../routes/types';
import { PAGE_CSP, referencePage, type ServedDocument } from './openapi-page';

const DIR = fileURLToPath(new URL('../../../contracts/openapi/', import.meta.url));

/** The served URLs, the committed documents (npm run openapi) they answer and their base path. */
const DOCUMENTS: Record<string, { key: string; file: string; base: string }> = {
  '/openapi.json': { key: 'lottery', file: 'lottery-api.json', base: '/lottery' },
  '/openapi/extensions.json': {
    key: 'extensions',
    file: 'lottery-api-extensions.json',
    base: '/lottery',
  },
  '/openapi/cms.json': { key: 'cms', file: 'cms.json', base: '/cms/api' },
};

/** A document, its server this fake's public origin (the committed one names the default port). */
function read(href: string, origin: string): Record<string, unknown> | null {
  const { file, base } = DOCUMENTS[href]!;
  const path = `${DIR}${file}`;
  if (!existsSync(path)) return null;
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return { ...doc, servers: [{ url: `${origin}${base}`, description: 'This fake backend' }] };
}

const missing = () =>
  json({ status: 'NOT_FOUND', message: 'This build has no contracts/openapi documents' }, 404);

/**
 * GET /openapi.json, /openapi/extensions.json, /openapi/cms.json and the reference page /openapi; null for any
 * other request. Read from disk on each request: they are small, and a regenerated document is
 * served without a restart.
 */
export function openApiAnswer(method: string, path: string, origin: string): Answer | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (Object.hasOwn(DOCUMENTS, path)) {
    const doc = read(path, origin);
    return doc ? json(doc) : missing();
  }
  if (path !== '/openapi' && path !== '/openapi/') return null;
  const documents = Object.entries(DOCUMENTS).map(([href, { key }]) => ({
    key,
    href,
    doc: read(href, origin),
  }));
  if (documents.some(({ doc }) => doc === null)) return missing();
  const page = referencePage(documents as ServedDocument[]);
  return text(page, 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
  });
}
