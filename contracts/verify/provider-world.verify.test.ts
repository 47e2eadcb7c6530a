import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type RunningFake } from './fake-server';
import { extensionPactFiles, urlsUnder, verifyPacts } from './verify';

/**
 * The pacts against a fresh world of the fake (`/w/{id}`), as parallel e2e workers use it: a world
 * answers every call, provider state and link exactly as the default world does. The default world
 * is verified by the standalone Rust verifier (contracts/scripts/verify-cli.ts), as a backend team
 * would, so pact-js does not verify it a second time.
 */
describe('a fresh world of the fake honours the pacts', () => {
  let fake: RunningFake;
  let worldUrl = '';
  beforeAll(async () => {
    fake = await startFake();
    const created = await fetch(`${fake.baseUrl}/__control/worlds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(created.status).toBe(201);
    worldUrl = ((await created.json()) as { baseUrl: string }).baseUrl;
    expect(worldUrl).toMatch(new RegExp(`^${fake.baseUrl}/w/[^/]+$`));
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('has extension pacts to verify (the extensions run would pass with none)', () => {
    expect(extensionPactFiles().length).toBeGreaterThan(0);
  });

  it.each(['lottery', 'cms', 'extensions'] as const)('verifies the %s pact', (only) =>
    verifyPacts({ urls: urlsUnder(worldUrl), only }),
  );
});
