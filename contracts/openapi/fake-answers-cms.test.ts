import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS, type CmsCall } from '../../src/lib/api/contract/cms';
import { strapiList, strapiSingle } from '../../src/lib/api/contract/cms-shapes';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../../mock-server/hosts/http/server';
import { loadDocument } from './check/load';
import { findOperation } from './check/operations';
import { statusesOf } from './check/pact-interaction';
import { replay, type ReplayedInteraction } from './check/replay';
import { responseSchema } from './check/operations';
import { driftsOf } from './check/walk';

let fake: RunningHttpFake;
beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});
afterAll(() => fake.close());

const { interactions } = JSON.parse(
  readFileSync(new URL('../pacts/lottery-web-cms.json', import.meta.url), 'utf8'),
) as { interactions: ReplayedInteraction[] };

/** A 200 answer read by the zod schema its document schema came from (types and values). */
function zodProblems(id: CmsCall, body: unknown): string[] {
  const { kind, data } = CMS[id];
  const parsed = (kind === 'list' ? strapiList : strapiSingle)(data.schema).safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `$.${i.path.join('.')} ${i.message}`);
}

/**
 * The fake CMS's real answer to every interaction of the CMS pact, checked against the CMS
 * document (decision 0296): the fields Strapi answers beyond what the pact pins are in it too.
 */
describe("the fake CMS's answers against the CMS document", () => {
  const document = loadDocument('cms');
  const exercised = new Set<string>();

  it('every answer to the CMS interactions fits its schema', async () => {
    const problems: string[] = [];
    for (const interaction of interactions) {
      const { method, path } = interaction.request;
      const found = findOperation([document], method, path)!;
      const { status, body } = await replay(fake.url, interaction, '/cms/api');
      exercised.add(found.path);
      const at = `${path} → ${status} (${interaction.description})`;
      if (!statusesOf(interaction.response).includes(status))
        problems.push(`${at}: not the pact's`);
      const schema = responseSchema(found, status);
      if (schema === undefined) problems.push(`${at}: status not declared`);
      else
        problems.push(
          ...driftsOf(body, schema, document, { required: true }).map((p) => `${at}: ${p}`),
        );
      if (status === 200)
        problems.push(
          ...zodProblems(found.operation.operationId as CmsCall, body).map((p) => `${at}: ${p}`),
        );
    }
    expect(problems).toEqual([]);
  });

  it('exercised every operation of the document', () => {
    const declared = Object.keys(document.paths as Record<string, object>);
    expect(declared.filter((path) => !exercised.has(path))).toEqual([]);
  });
});
