import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type RunningFake } from './fake-server';
import { buildManifest } from './states-manifest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the provider-state manifest', () => {
  let fake: RunningFake;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('is current with the pacts and the states the fake answers (npm run contracts:states)', async () => {
    const built = await buildManifest(ROOT, `${fake.baseUrl}/__control/state`);
    expect(readFileSync(`${ROOT}contracts/STATES.md`, 'utf8')).toBe(built);
  });
});
