import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../../mock-server/hosts/http/server';
import { loadDocument } from './check/load';

let fake: RunningHttpFake;
beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});
afterAll(() => fake.close());

/** Their 401 is about the credentials they carry (query), not a missing bearer token. */
const CREDENTIAL_CALLS = ['POST /users/login', 'POST /users/tokens/refresh'];

const operations = (['lottery-api', 'lottery-api-extensions'] as const).flatMap((name) =>
  Object.entries(
    loadDocument(name).paths as Record<string, Record<string, { security?: object[] }>>,
  ).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      bearer: JSON.stringify(operation.security) === '[{"bearer":[]}]',
    })),
  ),
);

/** The documents say bearer where the app sends the token; the fake must agree. */
describe("the documents' auth against the fake", () => {
  it('an operation needs a bearer token exactly when the fake answers 401 without one', async () => {
    const disagreements: string[] = [];
    for (const { key, bearer } of operations) {
      const [method, path] = key.split(' ') as [string, string];
      const url = `${fake.url}/lottery${path.replace(/\{\w+\}/g, '1')}`;
      const { status } = await fetch(url, { method });
      const refused = status === 401 && !CREDENTIAL_CALLS.includes(key);
      if (refused !== bearer) disagreements.push(`${key}: bearer ${bearer}, answered ${status}`);
    }
    expect(disagreements).toEqual([]);
    expect(operations.filter(({ bearer }) => bearer).length).toBeGreaterThan(40);
  });
});
