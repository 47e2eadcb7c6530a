import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS, documentText } from './build/document';

describe('the committed OpenAPI documents', () => {
  it.each(DOCUMENTS)('%s is what npm run openapi generates from the code', (name) => {
    const committed = readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8');
    // On a difference: run npm run openapi and commit the documents.
    expect(committed === documentText(name), `${name}.json is out of date`).toBe(true);
  });
});
