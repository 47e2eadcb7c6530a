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

describe('the documents are well formed', () => {
  it.each(DOCUMENTS)(
    '%s: every path parameter declared, every $ref resolves, ids unique',
    (name) => {
      const doc = JSON.parse(documentText(name)) as {
        paths: Record<
          string,
          Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>
        >;
        components: { schemas: Record<string, unknown> };
      };
      const problems: string[] = [];
      const ids = new Set<string>();
      for (const [path, item] of Object.entries(doc.paths))
        for (const [method, operation] of Object.entries(item)) {
          const declared = (operation.parameters ?? [])
            .filter((p) => p.in === 'path')
            .map((p) => p.name);
          const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
          if (declared.join() !== inPath.join())
            problems.push(`${method} ${path}: path parameters`);
          if (ids.has(operation.operationId)) problems.push(`${operation.operationId} twice`);
          ids.add(operation.operationId);
        }
      for (const [, ref] of documentText(name).matchAll(
        /"\$ref": "#\/components\/schemas\/(\w+)"/g,
      ))
        if (!(ref! in doc.components.schemas)) problems.push(`no schema ${ref}`);
      expect(problems).toEqual([]);
    },
  );
});
