import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../mock-server/hosts/http/free-port';
import { startHttpFake, type RunningHttpFake } from '../../mock-server/hosts/http/server';
import { answerProblems } from './check/answer';
import { statusesOf } from './check/pact-interaction';
import { lotteryPacts } from './check/load';
import { findOperation } from './check/operations';
import { replay } from './check/replay';

let fake: RunningHttpFake;
beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});
afterAll(() => fake.close());

const exercised = new Set<string>();

/**
 * The fake's real answer to every lottery interaction of the pacts (its states set up as a
 * verifier does), success and refusal alike, checked against the OpenAPI document's response.
 */
describe("the fake's answers against the OpenAPI documents", () => {
  it.each(lotteryPacts())(
    'every answer to the $name interactions fits its schema',
    async (pact) => {
      const problems: string[] = [];
      for (const interaction of pact.interactions) {
        const { method, path } = interaction.request;
        const found = findOperation(pact.documents, method, path)!;
        const { status, body } = await replay(fake.url, interaction);
        exercised.add(`${method} ${found.path}`);
        // The status the pact expects: a state that failed to set up is not a refusal to check.
        if (!statusesOf(interaction.response).includes(status))
          problems.push(
            `${method} ${path} → ${status} (${interaction.description}): not the pact's`,
          );
        for (const problem of answerProblems(found, status, body))
          problems.push(`${method} ${path} → ${status} (${interaction.description}): ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('exercised every operation of both documents', () => {
    const declared = lotteryPacts()[1]!.documents.flatMap((document) =>
      Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(declared.filter((operation) => !exercised.has(operation))).toEqual([]);
  });
});

describe('a planted drift in a fake answer', () => {
  it('a renamed field, required or optional, is reported', async () => {
    const [api] = lotteryPacts();
    const interaction = api!.interactions.find(
      (i) =>
        i.request.method === 'GET' &&
        i.request.path === '/orders/cart' &&
        i.response.status === 200,
    )!;
    const found = findOperation(api!.documents, 'GET', '/orders/cart')!;
    const { status, body } = await replay(fake.url, interaction);
    expect(answerProblems(found, status, body)).toEqual([]);
    const { cartPrice, ...rest } = body as {
      cartPrice: number;
      positions: { voucherDto?: unknown }[];
    };
    expect(answerProblems(found, status, { ...rest, cartPrize: cartPrice })).toEqual([
      '$.cartPrice is missing',
      '$.cartPrize is not in the schema',
      '$.cartPrice Invalid input: expected number, received undefined',
    ]);
    const [first, ...others] = rest.positions;
    const { voucherDto, ...position } = first!;
    const renamed = {
      ...rest,
      cartPrice,
      positions: [{ ...position, voucher: voucherDto }, ...others],
    };
    expect(answerProblems(found, status, renamed)).toEqual([
      '$.positions[0].voucher is not in the schema',
    ]);
  });
});
