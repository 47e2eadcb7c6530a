import { freePort } from './free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpFake, type RunningHttpFake } from './server';

/** Worlds, the journal and the faults that need the socket, on the standalone node host. */

let fake: RunningHttpFake;

beforeAll(async () => {
  fake = await startHttpFake({ port: await freePort(), logger: false });
});

afterAll(() => fake.close());

const post = (path: string, body: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the node host runs the pipeline seam', () => {
  it('serves a world under /w/{id} and journals its calls there only', async () => {
    const { id } = (await (await post('/__control/worlds', {})).json()) as { id: string };
    expect((await fetch(`${fake.url}/w/${id}/lottery/games/tickets`)).status).toBe(200);
    const journal = (await (await fetch(`${fake.url}/w/${id}/__control/journal`)).json()) as {
      entries: { path: string; status: number }[];
    };
    expect(journal.entries).toEqual([
      expect.objectContaining({ path: '/lottery/games/tickets', status: 200 }),
    ]);
    expect((await fetch(`${fake.url}/w/nope/lottery/games/tickets`)).status).toBe(404);
  });

  it('drops the connection for a "drop" fault and answers again afterwards', async () => {
    await post('/__control/faults', {
      seed: 1,
      rules: [{ path: '/games/tickets', kind: 'drop', count: 1 }],
    });
    await expect(fetch(`${fake.url}/lottery/games/tickets`)).rejects.toThrow();
    expect((await fetch(`${fake.url}/lottery/games/tickets`)).status).toBe(200);
  });

  it('sends a "slow body" in pieces over the given time, complete', async () => {
    await post('/__control/faults', {
      seed: 1,
      rules: [{ path: '/games/tickets', kind: 'slowBody', delayMs: 300, count: 1 }],
    });
    const started = performance.now();
    const slow = await fetch(`${fake.url}/lottery/games/tickets`);
    const body = (await slow.json()) as unknown[];
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(body.length).toBeGreaterThan(0);
    await fetch(`${fake.url}/__control/faults`, { method: 'DELETE' });
  });
});
