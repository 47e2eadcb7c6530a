import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/demo-players';
import { serve, type Served } from '../../bench/fake/processes';
import { WORLD_LIMITS } from '../world/registry';
import { freePorts, startNginx, type RunningNginx } from './nginx';

/**
 * Two instances of the fake behind nginx with the compose profile's configuration (decision
 * 0276): a world always lands on the same instance, stays whole there, and the cluster holds more
 * worlds than one instance's cap.
 */
const WORLDS = WORLD_LIMITS.max + 6;
let instances: Served[] = [];
let nginx: RunningNginx | undefined;
let instancePorts: number[] = [];

beforeAll(async () => {
  const [port, ...ports] = await freePorts(3);
  instancePorts = ports;
  instances = await Promise.all(
    ports.map((p) => serve('mock-server/hosts/http/main.ts', p, { LOG_REQUESTS: '0' })),
  );
  nginx = await startNginx(port!, ports);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
});

const ids = Array.from({ length: WORLDS }, (_, i) => `qa-${i}`);

async function create(id: string): Promise<{ status: number; instance: string | null }> {
  const answer = await fetch(`${nginx!.url}/__control/worlds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fake-World': id },
    body: JSON.stringify({ id }),
  });
  return { status: answer.status, instance: answer.headers.get('x-fake-instance') };
}

const instanceOf = async (id: string) =>
  (await fetch(`${nginx!.url}/w/${id}/__control/clock`)).headers.get('x-fake-instance');

describe('several fakes behind nginx, by a consistent hash of the world id', () => {
  it(`holds ${WORLDS} worlds (one instance: ${WORLD_LIMITS.max}), each always on one instance`, async () => {
    const created = await Promise.all(ids.map(create));
    expect(created.map((c) => c.status)).toEqual(ids.map(() => 201));
    const again = await Promise.all(
      ids.map(async (id) => [await instanceOf(id), await instanceOf(id)]),
    );
    for (const [index, id] of ids.entries()) {
      const where = created[index]!.instance;
      expect(again[index], id).toEqual([where, where]);
    }
    // Each instance lists exactly the worlds nginx sent it: none is on both, both hold some.
    const lists = await Promise.all(
      instancePorts.map(async (port) => {
        const answer = await fetch(`http://127.0.0.1:${port}/__control/worlds`);
        const { worlds } = (await answer.json()) as { worlds: { id: string }[] };
        return worlds.map((w) => w.id).filter((id) => id.startsWith('qa-'));
      }),
    );
    expect(lists.flat().sort()).toEqual([...ids].sort());
    for (const [index, port] of instancePorts.entries()) {
      const sent = ids.filter((_, i) => created[i]!.instance === `127.0.0.1:${port}`);
      expect(lists[index]!.sort()).toEqual(sent.sort());
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(WORLD_LIMITS.max);
    }
  });

  it('keeps a world whole: a login in it and the player calls after it, through nginx', async () => {
    for (const id of ['qa-1', 'qa-2', 'qa-3']) {
      const base = `${nginx!.url}/w/${id}/lottery`;
      const query = new URLSearchParams({ username: '07701234567', password: DEMO_PASSWORD });
      const login = await fetch(`${base}/users/login?${query}`, { method: 'POST' });
      expect(login.status, id).toBe(200);
      const { securityToken } = (await login.json()) as { securityToken: string };
      const balance = await fetch(`${base}/users/account-balance`, {
        headers: { Authorization: `Bearer ${securityToken}` },
      });
      expect(balance.status, id).toBe(200);
    }
  });
});
