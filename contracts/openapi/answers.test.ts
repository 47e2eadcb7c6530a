import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../../mock-server/hosts/http/server';
import { answerProblems } from './check/answer';
import { lotteryPacts } from './check/load';
import { findOperation, responseSchema } from './check/operations';
import { replay } from './check/replay';

const [api, extensions] = lotteryPacts();

describe('every answer has a schema (decision 0202)', () => {
  it('no success response of either document is an open {} schema', () => {
    const open: string[] = [];
    for (const document of extensions!.documents)
      for (const [path, item] of Object.entries(document.paths as Record<string, object>))
        for (const method of Object.keys(item)) {
          const found = findOperation([document], method, path.replace(/\{\w+\}/g, '1'))!;
          const responses = Object.keys(found.operation.responses as object).map(Number);
          // A void call declares 200 and 204, both without a body.
          if (responses.includes(204)) continue;
          for (const status of responses.filter((s) => s < 300))
            if (Object.keys(responseSchema(found, status)!).length === 0)
              open.push(`${method.toUpperCase()} ${path} ${status}`);
        }
    expect(open).toEqual([]);
  });

  it('app code never imports the documented-only schemas (they stay out of its bundles)', () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const importers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /from '[^']*schemas\/documented'/.test(readFileSync(`${src}/${file}`, 'utf8')),
      );
    expect(importers).toEqual([]);
  });
});

describe('a planted drift in an answer the app reads unchecked', () => {
  let fake: RunningHttpFake;
  beforeAll(async () => {
    fake = await startHttpFake({ port: await freePort(), logger: false });
  });
  afterAll(() => fake.close());

  it('a renamed or retyped profile field is reported', async () => {
    const interaction = api!.interactions.find(
      (i) => i.request.method === 'GET' && i.request.path === '/users',
    )!;
    const found = findOperation(api!.documents, 'GET', '/users')!;
    const { status, body } = await replay(fake.url, interaction);
    expect(answerProblems(found, status, body)).toEqual([]);
    const { firstName, ...rest } = body as { firstName: string };
    expect(answerProblems(found, status, { ...rest, givenName: firstName })).toEqual([
      '$.firstName is missing',
      '$.givenName is not in the schema',
      '$.firstName Invalid input: expected string, received undefined',
    ]);
    expect(answerProblems(found, status, { ...rest, firstName, mobileVerified: 'yes' })).toEqual([
      '$.mobileVerified Invalid input: expected boolean, received string',
    ]);
  });
});
